import { defineConfig } from 'vitest/config';
import LoadFailureAsFailedTest from './tests/machines/support/load-failure-reporter.ts';
import base from './vite.config.ts';

/**
 * The tests Stryker runs against each mutant of machines/ (`npm run test:mutation`): the machine
 * tests only, in Node. The model-based path test, the generated-docs check and the Stately file
 * checks belong to other suites (they replay graphs or compare generated files, so any change to
 * a machine would "kill" a mutant without a test catching wrong behaviour) and are left out.
 */
export default defineConfig({
  resolve: base.resolve,
  test: {
    environment: 'node',
    isolate: false,
    include: ['tests/machines/**/*.test.ts'],
    exclude: [
      'tests/machines/model-based.test.ts',
      'tests/machines/machines-docs.test.ts',
      'tests/machines/failure-texts-docs.test.ts',
      'tests/machines/stately-import.test.ts',
      'tests/machines/stately-extraction.test.ts',
    ],
    reporters: ['default', new LoadFailureAsFailedTest()],
  },
});
