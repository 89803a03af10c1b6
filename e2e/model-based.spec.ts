import { test } from '@playwright/test';
import { registerThroughApi, signInWithToken } from './support/api-patient';
import { serveCalEmbedStub } from './support/cal-embed-stub';
import { screens } from './support/journey';
import { perform, seeState } from './support/model-actions';
import { onboardingModelPaths } from './support/onboarding-paths';

// Paths come from the real onboarding statechart (xstate/graph), not from hand-written scenarios.
const paths = onboardingModelPaths();

test.describe('model-based onboarding paths', () => {
  for (const [index, path] of paths.entries()) {
    test(`path ${index + 1}: ${path.name}`, async ({ page, request }) => {
      await serveCalEmbedStub(page);
      const patient = await registerThroughApi(request, `model${index + 1}`);
      await signInWithToken(page, patient, '/onboarding');
      const s = screens(page);
      await s.personalInfo.seeIt();
      for (const [at, step] of path.steps.entries()) {
        await test.step(`${step.event.type} -> ${step.path ?? step.value}`, async () => {
          const next = path.steps[at + 1]?.event;
          await perform(page, s, patient, step.event, next);
          // A saving state lasts only until its request settles: check the state it settles in.
          const transient = next !== undefined && /^xstate\.(done|error|after)\./.test(next.type);
          if (!transient) await seeState(page, step);
        });
      }
    });
  }
});
