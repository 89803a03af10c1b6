// A stand-in for the report worker: its behaviour is the first byte of the file it is sent.
// 1: never answers (a report that takes forever).
// 3: reports pages 0..n read of n (n: the second byte), then answers.
// 4: keeps reporting pages of 9 in bursts and never answers (a scan that overruns).
// 5: reports page 0 of n (the second byte), then answers after 600 ms (a long scan).
// anything else: answers at once.
import { parentPort } from 'node:worker_threads';

const answer = (request) =>
  parentPort?.postMessage({
    id: request.id,
    ok: true,
    report: { variants: [], disease_options: [], raw_text: `read ${request.bytes.length} bytes` },
  });

const progress = (request, read, pages) =>
  parentPort?.postMessage({ id: request.id, progress: { read, pages } });

parentPort?.on('message', (request) => {
  const kind = request.bytes[0];
  if (kind === 1) return;
  if (kind === 3) {
    const pages = request.bytes[1];
    for (let read = 0; read <= pages; read++) progress(request, read, pages);
  }
  if (kind === 5) {
    progress(request, 0, request.bytes[1]);
    setTimeout(() => answer(request), 600);
    return;
  }
  if (kind === 4) {
    let read = 0;
    setInterval(() => {
      for (let burst = 0; burst < 100; burst++) progress(request, read++ % 9, 9);
    }, 1);
    return;
  }
  answer(request);
});
