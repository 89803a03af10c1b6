import { reportFileDir } from '../report-files';
import { type ReportFileKind, reportFiles } from '../server-model';

/**
 * The data a scenario names, so a person can run it by hand: the account (one per scenario, so
 * scenarios never share one), its passwords and the files uploaded. The QA model itself only
 * knows "the right password" and "a wrong one"; the features spell them out.
 */
export interface ScenarioAccount {
  name: string;
  email: string;
}

/** Passwords strong enough for the server's rule (zxcvbn 3, server/auth/password-strength.ts). */
export const qaPasswords = {
  right: 'amber kettle winter 42',
  wrong: 'amber kettle winter 41',
  /** Typed into "Confirm Password" when the two differ, and chosen as a new password. */
  other: 'violet harbor lantern 7',
} as const;

/** The password a step types, from the QA model's (its accounts' first password, or the new one). */
export function shownPassword(modelPassword: string): string {
  if (modelPassword === 'right-password') return qaPasswords.right;
  if (modelPassword === 'new-password') return qaPasswords.other;
  return qaPasswords.wrong;
}

/** Each scenario's own account, named after its path. */
export function scenarioAccount(pathId: string): ScenarioAccount {
  return { name: 'Pat Doe', email: `qa-${pathId.toLowerCase()}@example.test` };
}

/** The file a step uploads, as the repository keeps it. */
export const uploadedFile = (kind: ReportFileKind): string =>
  `${reportFileDir}/${reportFiles[kind].name}`;

/** What the lines of one scenario can name. */
export interface Scenario {
  pathId: string;
  account: ScenarioAccount;
}

export const scenarioOf = (pathId: string): Scenario => ({
  pathId,
  account: scenarioAccount(pathId),
});
