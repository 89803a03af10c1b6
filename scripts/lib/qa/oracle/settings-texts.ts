import type { Screen } from './expected';

/**
 * What Settings' "Your data" and "Recent activity" cards say when something failed, written as QA
 * reads them on screen (src/features/dashboard/settings/your-data-card.tsx,
 * src/features/dashboard/account-security/account-security-texts.ts): a changed wording fails
 * the paths until it is agreed.
 */
export const settingsScreenTexts = {
  exportFailed: 'The download did not finish',
  fhirNotDownloaded: 'Your FHIR file could not be downloaded. Check your connection and try again.',
  activityUnavailable: 'Your recent activity could not be loaded',
} as const;

/** The texts Settings must show now, besides the password form and the deletion dialog. */
export function settingsTexts(screen: Screen): string[] {
  const says: string[] = [];
  if (screen.exportFailed) {
    says.push(settingsScreenTexts.exportFailed, settingsScreenTexts.fhirNotDownloaded);
  }
  if (screen.activity === 'unavailable') says.push(settingsScreenTexts.activityUnavailable);
  return says;
}
