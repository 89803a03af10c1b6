import { selectCurrentStep } from '@machines/onboarding/selectors';
import { type ReactNode, Suspense, useContext } from 'react';
import { css } from 'styled-system/css';
import { srOnlyClass } from '@/components/step-form/step-styles';
import { AppActorContext, useOnboardingSelector } from '@/lib/app-actor';
import { useText } from '@/lib/i18n/use-text';
import { StepProgress } from '@/ui';
import { AddressStepContext } from './address-step';
import { OnboardingHeader } from './onboarding-header';
import { OnboardingHost } from './onboarding-host';
import { StepHeading } from './step-heading';
import { stepAnnouncement, stepInfoOf, stepNames } from './step-info';

/** The wizard frame: header, progress, the step's heading and text, then the step itself. */
export function OnboardingLayout({ children }: { children: ReactNode }) {
  const t = useText();
  const addressStep = useContext(AddressStepContext);
  const step = useOnboardingSelector(selectCurrentStep, null) ?? addressStep;
  const app = AppActorContext.useActorRef();
  const info = step ? stepInfoOf(step) : null;
  return (
    <div className={css({ minHeight: '100dvh', bg: 'bg.canvas', color: 'fg.default' })}>
      <OnboardingHeader onLogout={() => app.send({ type: 'auth.logout' })} />
      <main
        className={css({
          width: 'full',
          maxWidth: '40rem',
          mx: 'auto',
          px: { base: '0', sm: '4' },
          py: { base: '0', sm: '8' },
        })}
      >
        <div
          className={css({
            bg: 'bg.surface',
            px: { base: '4', sm: '8' },
            pt: { base: '5', sm: '8' },
            pb: { base: '0', sm: '6' },
            minHeight: { base: 'calc(100dvh - 4.5rem)', sm: 'auto' },
            borderRadius: { base: 'none', sm: 'xl' },
            borderWidth: { base: '0', sm: '1px' },
            borderColor: 'border.subtle',
            boxShadow: { base: 'none', sm: 'card' },
            display: 'flex',
            flexDirection: 'column',
          })}
        >
          {/* A step whose code is still loading waits inside the frame (the header stays), and
              its heading waits with it: the heading never shows without its form. */}
          <Suspense fallback={null}>
            {info && (
              <>
                <div className={css({ mb: '6' })}>
                  <StepProgress steps={stepNames.map((name) => t(name))} current={info.number} />
                </div>
                <StepHeading title={t(info.title)} text={t(info.text)} stepKey={step ?? ''} />
              </>
            )}
            <p className={srOnlyClass} aria-live="polite" aria-atomic="true">
              {info ? t(stepAnnouncement(info)) : ''}
            </p>
            <div className={css({ flex: '1', display: 'flex', flexDirection: 'column' })}>
              <OnboardingHost>{children}</OnboardingHost>
            </div>
          </Suspense>
        </div>
      </main>
    </div>
  );
}
