import { nextStepsOf } from '@contract/onboarding/steps';
import { selectCurrentStep } from '@machines/onboarding/selectors';
import { useEffect } from 'react';
import { useOnboardingSelector } from '@/lib/app-actor';
import { preloadStep, stepPageOf } from './step-modules';

/** Runs `work` once the browser is idle after this paint (at most a second later). */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}

/**
 * The form of the step on screen. The next steps' code loads as soon as this step is up, so
 * "Next" finds it here, whether or not the patient types anything first.
 */
export default function OnboardingStepPage() {
  const step = useOnboardingSelector(selectCurrentStep, null);
  useEffect(() => {
    if (!step) return;
    return whenIdle(() => {
      for (const next of nextStepsOf(step)) void preloadStep(next);
    });
  }, [step]);
  if (!step) return null;
  const Page = stepPageOf(step);
  return <Page key={step} />;
}
