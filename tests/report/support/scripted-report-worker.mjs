// A stand-in for the report worker: its behaviour is the first byte of the file it is sent.
// 1: never answers (a report that takes forever); anything else: answers at once.
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', (request) => {
  if (request.bytes[0] === 1) return;
  parentPort?.postMessage({
    id: request.id,
    ok: true,
    report: { variants: [], disease_options: [], raw_text: `read ${request.bytes.length} bytes` },
  });
});
