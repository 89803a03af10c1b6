import { warmPhenotypes } from './phenotypes/index.ts';
import { runProcess } from './run-process.ts';
import { startServer } from './start.ts';

runProcess('server', async (config, deps) => {
  const running = await startServer(config, deps);
  // The HPO search is built once the server listens, so the first patient who types does not wait.
  setImmediate(() => {
    const started = performance.now();
    warmPhenotypes();
    deps.logger.info('phenotype search ready', { ms: Math.round(performance.now() - started) });
  });
  return running;
});
