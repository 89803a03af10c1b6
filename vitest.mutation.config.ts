import { defineConfig } from 'vitest/config';
import LoadFailureAsFailedTest from './tests/machines/support/load-failure-reporter.ts';
import base from './vite.config.ts';

/**
 * The tests Stryker runs against each mutant of machines/ (`npm run test:mutation`): the machine
 * tests only, in Node. The model-based path test and the generated-docs check belong to other
 * suites (they replay graphs or compare files) and are left out to keep each mutant's run short.
 */
export default defineConfig({
  resolve: base.resolve,
  test: {
    environment: 'node',
    isolate: false,
    include: ['tests/machines/**/*.test.ts'],
    exclude: ['tests/machines/model-based.test.ts', 'tests/machines/machines-docs.test.ts'],
    reporters: ['default', new LoadFailureAsFailedTest()],
  },
});
