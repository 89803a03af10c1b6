import type { ActivityEvent } from '@contract/account';
import { accountMachine } from '@machines/account/account.machine';
import { onboardingMachine } from '@machines/onboarding/onboarding.machine';
import { settingsMachine } from '@machines/settings/settings.machine';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import SettingsRoute from '@/features/dashboard/settings/settings-route';
import OnboardingSettingsLayout from '@/features/onboarding/onboarding-settings-layout';
import { AppActorContext } from '@/lib/app-actor';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen, waitFor, within } from '../support/render';
import { signedInAppLogic } from './app-doubles';
import { signedInPatient } from './onboarding-harness';

/** Settings as a patient still on step 2 sees it (issue 23 item 7). */
function renderOnboardingSettings() {
  const deletions: string[] = [];
  const logic = signedInAppLogic({
    profile: signedInPatient({ state: 'OH' }),
    resumeAt: 'medicalCondition',
    area: { onboarding: onboardingMachine },
    settings: settingsMachine.provide({
      actors: {
        account: accountMachine.provide({
          actors: {
            deleteAccount: fromPromise(async () => {
              deletions.push('deleted');
            }),
            fetchActivity: fromPromise<ActivityEvent[]>(async () => []),
          },
        }),
      },
    }),
    onSessionEnded: () => {},
  });
  const view = render(
    <AppActorContext.Provider logic={logic}>
      <OnboardingSettingsLayout>
        <SettingsRoute />
      </OnboardingSettingsLayout>
    </AppActorContext.Provider>,
  );
  return { ...view, deletions };
}

describe('Settings before onboarding is complete', () => {
  it('keeps the wizard header, marks Settings, links back to the step, and offers every card but the summary', async () => {
    const { container } = renderOnboardingSettings();
    const settingsLink = await screen.findByRole('link', { name: 'Settings' });
    await userEvent.click(settingsLink);

    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /Back to onboarding/ })).toHaveAttribute(
      'href',
      '/onboarding/medical-condition',
    );
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(await screen.findByRole('form', { name: 'Change password' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download FHIR record' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Open the pre-visit summary' })).toBeNull();
    await waitFor(() => expect(screen.getByText('No activity yet.')).toBeVisible());
    await expectNoAxeViolations(container);
  });

  it('deletes the account only after the question is answered', async () => {
    const { deletions } = renderOnboardingSettings();
    await userEvent.click(await screen.findByRole('link', { name: 'Settings' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    expect(deletions).toEqual([]);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete everything' }));

    await waitFor(() => expect(deletions).toEqual(['deleted']));
  });
});
