import { defineConfig } from 'vitest/config';
import base from './vite.config.ts';

/**
 * `npm run test:faults`: the slow fault cases of issue 24 (a database outage of 20 s while real
 * photos are read, a full disk on a small tmpfs, 50-connection saves, servers started together,
 * a backup under writes). Not part of `npm test`; the fast cases run there (tests/server/faults).
 */
export default defineConfig({
  resolve: base.resolve,
  test: {
    environment: 'node',
    include: ['tests/faults/**/*.fault.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
