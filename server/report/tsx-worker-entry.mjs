// Worker entry used when running from TypeScript sources (tsx, vitest): workers do not inherit
// the parent's loader hooks, so tsx is registered here before the real worker module loads.
import { register } from 'tsx/esm/api';

register();
await import('./extract-worker.ts');
