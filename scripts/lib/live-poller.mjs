// A worker thread that asks GET /api/health/live every 10 ms and reports the longest answer
// when told to stop: on its own event loop, so the sender of a big upload does not delay it.
import { parentPort, workerData } from 'node:worker_threads';

let polling = true;
let longest = 0;
let answers = 0;
parentPort.once('message', () => {
  polling = false;
});
while (polling) {
  const started = performance.now();
  await (await fetch(`${workerData.url}/api/health/live`)).arrayBuffer();
  longest = Math.max(longest, performance.now() - started);
  answers += 1;
  await new Promise((resolve) => setTimeout(resolve, 10));
}
parentPort.postMessage({ longest, answers });
