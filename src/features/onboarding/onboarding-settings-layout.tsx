import { defineMessages } from '@i18n/message';
import { selectStepPath } from '@machines/onboarding/selectors';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { renderMachineLink } from '@/components/machine-link';
import { AppActorContext, useOnboardingSelector } from '@/lib/app-actor';
import { useText } from '@/lib/i18n/use-text';
import { OnboardingHeader } from './onboarding-header';

const words = defineMessages({
  back: {
    id: 'onboarding.settings.back',
    defaultMessage: 'Back to onboarding',
    description: 'Link from Settings back to the onboarding step the patient left.',
  },
});

/**
 * Settings for a patient still in onboarding (issue 23 item 7): the wizard's header, and a way
 * back to the step they left (its answers are kept while Settings is open).
 */
export default function OnboardingSettingsLayout({ children }: { children: ReactNode }) {
  const t = useText();
  const app = AppActorContext.useActorRef();
  const stepPath = useOnboardingSelector(selectStepPath, null);
  return (
    <div className={css({ minHeight: '100dvh', bg: 'bg.canvas', color: 'fg.default' })}>
      <OnboardingHeader onLogout={() => app.send({ type: 'auth.logout' })} />
      <main
        className={css({
          width: 'full',
          maxWidth: '48rem',
          mx: 'auto',
          px: '4',
          py: { base: '5', sm: '8' },
        })}
      >
        {stepPath && (
          <div className={css({ mb: '4' })}>
            {renderMachineLink({
              to: stepPath,
              className: css({
                color: 'accent.text',
                fontWeight: 'semibold',
                textDecoration: 'underline',
                minHeight: '11',
                display: 'inline-flex',
                alignItems: 'center',
              }),
              children: (
                <>
                  <span aria-hidden="true">←&nbsp;</span>
                  {t(words.back)}
                </>
              ),
            })}
          </div>
        )}
        {children}
      </main>
    </div>
  );
}
