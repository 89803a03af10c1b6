import { nextStepsOf, type OnboardingStepId } from '@contract/onboarding/steps';
import { selectCurrentStep } from '@machines/onboarding/selectors';
import { type ComponentType, type LazyExoticComponent, lazy, useEffect } from 'react';
import { useOnboardingSelector } from '@/lib/app-actor';

// Each step's form is its own module, `components/step-forms/<step-id in kebab case>.tsx`, whose
// default export is the step's page: a new step needs no entry here, and each step's code (the
// upload area, the calendar) loads with that step only.
const modules = import.meta.glob<{ default: ComponentType }>('../../components/step-forms/*.tsx');

const kebab = (id: string) => id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazily loaded page of a step. */
export function stepPageOf(step: OnboardingStepId): LazyExoticComponent<ComponentType> {
  const cached = pages.get(step);
  if (cached) return cached;
  const load = modules[`../../components/step-forms/${kebab(step)}.tsx`];
  if (!load) throw new Error(`No form module for the step ${step}`);
  const page = lazy(load);
  pages.set(step, page);
  return page;
}

/** Starts loading a step's code before it is shown (e.g. the next step while this one is filled). */
export function preloadStep(step: OnboardingStepId): void {
  const load = modules[`../../components/step-forms/${kebab(step)}.tsx`];
  void load?.();
}

/** The form of the step on screen; the next steps' code loads while the patient answers. */
export default function OnboardingStepPage() {
  const step = useOnboardingSelector(selectCurrentStep, null);
  useEffect(() => {
    if (!step) return;
    // After the page is up (idle), so the step's own requests go first.
    const timer = setTimeout(() => {
      for (const next of nextStepsOf(step)) preloadStep(next);
    }, 300);
    return () => clearTimeout(timer);
  }, [step]);
  if (!step) return null;
  const Page = stepPageOf(step);
  return <Page key={step} />;
}
