import type { OnboardingStepId } from '@contract/onboarding/steps';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { importOnline } from '@/lib/import-online';
import { pageLoadFailed, settled } from '@/lib/retryable-lazy';

type StepModule = { default: ComponentType };

// Each step's form is its own module, `components/step-forms/<step-id in kebab case>.tsx`, whose
// default export is the step's page: a new step needs no entry here, and each step's code (the
// upload area, the calendar) loads with that step only.
const modules = import.meta.glob<StepModule>('../../components/step-forms/*.tsx');

const kebab = (id: string) => id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const loaded = new Map<OnboardingStepId, StepModule>();
const loading = new Map<OnboardingStepId, Promise<StepModule>>();
const pages = new Map<OnboardingStepId, LazyExoticComponent<ComponentType>>();

/** Loads a step's code once; a failed load is forgotten, so the next attempt asks again. */
function loadStepModule(step: OnboardingStepId): Promise<StepModule> {
  const pending = loading.get(step);
  if (pending) return pending;
  const load = modules[`../../components/step-forms/${kebab(step)}.tsx`];
  if (!load) return Promise.reject(new Error(`No form module for the step ${step}`));
  const promise = importOnline(load)().then(
    (module) => {
      loaded.set(step, module);
      return module;
    },
    (error: unknown) => {
      loading.delete(step);
      throw error;
    },
  );
  loading.set(step, promise);
  return promise;
}

/**
 * The lazily loaded page of a step. When its code is already here (prefetched), `lazy` gets a
 * thenable that answers at once, so the first render of the step does not suspend: a suspended
 * render shows the fallback, and React then holds the finished step back for its fallback
 * throttle (300 ms).
 */
export function stepPageOf(step: OnboardingStepId): LazyExoticComponent<ComponentType> {
  const cached = pages.get(step);
  if (cached) return cached;
  const page = lazy(() => {
    const module = loaded.get(step);
    if (!module) {
      // Not kept when it fails: after the retry, the next render makes a page that finds the code.
      return loadStepModule(step).catch((error: unknown) =>
        pageLoadFailed(error, () => loadStepModule(step).then(() => void pages.delete(step))),
      );
    }
    return settled(module);
  });
  pages.set(step, page);
  return page;
}

/**
 * Starts loading a step's code before it is shown (the address at boot, the next steps); settles
 * when it is here or has failed (a failure is the step's own to show when it opens).
 */
export function preloadStep(step: OnboardingStepId): Promise<void> {
  return loadStepModule(step).then(
    () => {},
    () => {},
  );
}
