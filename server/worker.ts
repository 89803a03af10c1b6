import { runProcess } from './run-process.ts';
import { startWorker } from './start-worker.ts';

/** `npm run worker`: reads queued reports from the shared PostgreSQL until stopped. */
runProcess('report worker', startWorker);
