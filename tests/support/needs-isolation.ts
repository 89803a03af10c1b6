/**
 * Node test files that mock modules, stub the environment or import a module again after
 * changing it: they run with a module cache of their own (the `node-isolated` project of
 * vite.config.ts); every other node file shares its worker's cache. `tests/build/
 * test-isolation.test.ts` fails when a file doing so is missing here.
 */
export const nodeFilesNeedingIsolation = [
  'tests/app/report-api.test.ts',
  'tests/report/pdf-reader-choice.test.ts',
  'tests/report/poppler/scratch-file.test.ts',
];

/** What makes a file need its own module cache. */
export const needsIsolation = /\bvi\.(mock|doMock|resetModules|stubEnv|stubGlobal)\(/;
