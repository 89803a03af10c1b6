import { type ChildProcess, fork, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface ToolRun {
  command: string;
  args: string[];
  cwd: string;
  /** The tool is killed (SIGKILL) after this long. */
  timeoutMs: number;
}

type Outcome = { code: number | null; signal: string | null } | { error: string };

interface Pending {
  run: ToolRun;
  resolve: () => void;
  reject: (error: Error) => void;
  /** A runner that ends before answering (its idle end racing the request) gets one retry. */
  retried: boolean;
}

/**
 * From source the runner is `tool-runner.mjs` beside this file; from the esbuild bundle it is
 * `report-tool-runner.js` next to `report-worker.js` (see build-entries.json). Undefined in a
 * bundle made without it: the tools then start from this process.
 */
function findRunner(): string | undefined {
  const bundled = fileURLToPath(new URL('./report-tool-runner.js', import.meta.url));
  if (!import.meta.url.endsWith('.ts') && existsSync(bundled)) return bundled;
  const source = fileURLToPath(new URL('./tool-runner.mjs', import.meta.url));
  return existsSync(source) ? source : undefined;
}

let runnerFile: string | null | undefined;

/** What the tools may see of the server's environment: not its secrets (database, keys). */
const TOOL_ENV_NAMES = [
  'PATH',
  'HOME',
  'LANG',
  'LC_ALL',
  'TMPDIR',
  'FONTCONFIG_PATH',
  'FONTCONFIG_FILE',
];

function toolEnv(): NodeJS.ProcessEnv {
  // one thread per tool: the reading already runs two at once on the server's cores
  const env: NodeJS.ProcessEnv = { OMP_THREAD_LIMIT: '1' };
  for (const name of TOOL_ENV_NAMES) {
    if (process.env[name] !== undefined) env[name] = process.env[name];
  }
  return env;
}

let runner: ChildProcess | undefined;
const pending = new Map<number, Pending>();
let nextId = 1;

function settle(id: number, outcome: Outcome): void {
  const entry = pending.get(id);
  if (!entry) return;
  pending.delete(id);
  if (pending.size === 0) holdThread(false);
  const { command } = entry.run;
  if ('error' in outcome) entry.reject(new Error(`${command}: ${outcome.error}`));
  else if (outcome.code === 0) entry.resolve();
  else entry.reject(new Error(`${command} ended with ${outcome.signal ?? `code ${outcome.code}`}`));
}

function runnerEnded(ended: ChildProcess): void {
  if (runner !== ended) return;
  runner = undefined;
  for (const [id, entry] of [...pending]) {
    pending.delete(id);
    if (entry.retried || !runnerFile) {
      entry.reject(new Error(`${entry.run.command}: the tool runner stopped`));
    } else {
      send({ ...entry, retried: true }, runnerFile);
    }
  }
}

function startRunner(file: string): ChildProcess {
  // no inherited loader flags (tsx, vitest): the runner is plain JavaScript and starts in ~40 ms
  const child = fork(file, [], {
    env: toolEnv(),
    execArgv: [],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    serialization: 'json',
  });
  child.on('message', (message: { id: number } & Outcome) => settle(message.id, message));
  child.once('exit', () => runnerEnded(child));
  child.once('error', () => runnerEnded(child));
  return child;
}

/** The runner keeps this thread alive only while a tool runs. */
function holdThread(hold: boolean): void {
  if (hold) {
    runner?.ref();
    runner?.channel?.ref();
  } else {
    runner?.unref();
    runner?.channel?.unref();
  }
}

function send(entry: Pending, file: string): void {
  runner ??= startRunner(file);
  const child = runner;
  const id = nextId++;
  pending.set(id, entry);
  holdThread(true);
  child.send({ id, ...entry.run }, (error) => {
    if (error) runnerEnded(child);
  });
}

/** Without the runner file: the tool starts from this process, under the same time limit. */
function spawnHere({ command, args, cwd, timeoutMs }: ToolRun): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: toolEnv(),
      stdio: 'ignore',
      timeout: timeoutMs,
      killSignal: 'SIGKILL',
    });
    child.once('error', (error) => reject(new Error(`${command}: ${error.message}`)));
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ended with ${signal ?? `code ${code}`}`)),
    );
  });
}

/**
 * Runs a tool (no shell) from a small long-lived helper process, so starting it costs the same
 * from a large server as from a small one; resolves when it exits with 0.
 */
export function runTool(run: ToolRun): Promise<void> {
  runnerFile ??= findRunner() ?? null;
  const file = runnerFile;
  if (file === null) return spawnHere(run);
  return new Promise((resolve, reject) => send({ run, resolve, reject, retried: false }, file));
}

/** Ends the helper process (tests; it also ends itself when idle or when this thread goes). */
export function stopToolRunner(): void {
  runner?.kill();
}
