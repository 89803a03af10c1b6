import { defineConfig } from '@playwright/test';
import { defineBddConfig } from 'playwright-bdd';
import e2e from './playwright.config';

/**
 * The QA features (qa/features/: the generated paths, one feature per machine, and QA's own
 * scenarios in qa/features/own/) run with the step definitions of e2e/bdd/ against the real,
 * built server: the same servers, browser and settings as the e2e suite (playwright.config.ts).
 * `npm run test:bdd` generates the Playwright tests (bddgen, into .features-gen/) and runs them.
 */
const testDir = defineBddConfig({
  features: 'qa/features/**/*.feature',
  steps: 'e2e/bdd/**/*.ts',
  outputDir: '.features-gen',
  missingSteps: 'fail-on-gen',
});

export default defineConfig({
  ...e2e,
  testDir,
  testIgnore: undefined,
  outputDir: 'test-results/bdd',
  // Every scenario registers its own account: they run in parallel, like the e2e suite's.
  fullyParallel: true,
});
