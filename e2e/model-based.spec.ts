import { test } from '@playwright/test';
import { perform } from './support/model-actions';
import { seeThen } from './support/model-checks';
import { setUpGiven } from './support/model-givens';
import { givenOf, qaPaths, usesClock } from './support/onboarding-paths';

// Every journey and dead end `npm run paths` generates from the statecharts (qa/paths.json),
// replayed in Chromium against the real server; after each step the address, the heading and
// the message must be the oracle's.
test.describe('QA paths from the statecharts', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const path of qaPaths) {
    test(`${path.kind} ${path.id}: ${path.title}`, async ({ page, request }) => {
      const context = await setUpGiven(page, request, givenOf(path), path.id.slice(0, 24));
      if (usesClock(path)) await page.clock.install();
      for (const [index, step] of path.steps.entries()) {
        await test.step(`${index + 1}. When ${step.when}`, async () => {
          await perform(context, step.event);
          await seeThen(page, step.then);
        });
      }
    });
  }
});
