// Starts Poppler's tools for one reading thread (tool-runner-client.ts). `fork` copies the page
// tables of the process that calls it: from a server of several hundred MB that is 10-25 ms a
// tool, from this small process about 1.5 ms (docs/report-extraction.md, "Two PDF readers").
// It runs only what its parent sends (no shell) and stops every tool when its parent goes.
import { spawn } from 'node:child_process';

/** Left alone this long, the runner ends and gives its memory back; the next read starts another. */
const IDLE_MS = 120_000;

const running = new Set();
let idle;

function restartIdleTimer() {
  clearTimeout(idle);
  if (running.size === 0) idle = setTimeout(() => process.exit(0), IDLE_MS);
}

function reply(message) {
  try {
    process.send?.(message);
  } catch {
    // the parent has gone: 'disconnect' below ends this process
  }
}

process.on('message', ({ id, command, args, cwd, timeoutMs }) => {
  clearTimeout(idle);
  let child;
  let answered = false;
  const answer = (outcome) => {
    if (answered) return;
    answered = true;
    running.delete(child);
    reply({ id, ...outcome });
    restartIdleTimer();
  };
  try {
    child = spawn(command, args, {
      cwd,
      stdio: 'ignore',
      timeout: timeoutMs,
      killSignal: 'SIGKILL',
    });
  } catch (error) {
    answer({ error: error instanceof Error ? error.message : String(error) });
    return;
  }
  running.add(child);
  child.once('error', (error) => answer({ error: error.message }));
  child.once('exit', (code, signal) => answer({ code, signal }));
});

function stopAll() {
  for (const child of running) child.kill('SIGKILL');
  process.exit(0);
}

process.once('disconnect', stopAll);
process.once('SIGTERM', stopAll);

restartIdleTimer();
