import { runProcess } from './run-process.ts';
import { startServer } from './start.ts';

runProcess('server', startServer);
