/**
 * Test files that mock modules, stub the environment or import a module again after changing
 * it: they run with a module cache of their own (the `node-isolated` and `dom-isolated` projects
 * of vite.config.ts); every other file shares its worker's cache. `tests/build/
 * test-isolation.test.ts` fails when a file doing so is missing here.
 */
export const filesNeedingIsolation = [
  'tests/app/report-api.test.ts',
  'tests/report/pdf-reader-choice.test.ts',
  'tests/report/ocr-engine-choice.test.ts',
  'tests/report/ocr-engines-agree.test.ts',
  'tests/report/poppler/scratch-file.test.ts',
  'tests/components/symptoms-field.test.tsx',
  'tests/app/early-session.test.tsx',
  'tests/app/deferred-modules-loader.test.tsx',
  'tests/app/sign-in-prompt.test.tsx',
  'tests/app/api-language.test.tsx',
  'tests/prerender/first-screen.test.tsx',
];

/** What makes a file need its own module cache. */
export const needsIsolation = /\bvi\.(mock|doMock|resetModules|stubEnv|stubGlobal)\(/;
