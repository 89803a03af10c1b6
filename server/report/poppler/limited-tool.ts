import { spawnSync } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { LIMITS } from '../types.ts';
import { runTool } from './tool-runner-client.ts';

const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
const MAX_ADDRESS_SPACE = 1024 * 1024 * 1024;

/** Whether a command runs and exits with 0 (a tool's `-v` or `--version`). */
export function commandRuns(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore', timeout: 5_000 }).status === 0;
}

let prlimit: boolean | undefined;

/**
 * The limits keep a hostile file from taking the server's memory (address space), its /dev/shm
 * (output size) or its processors (CPU seconds, also if the runner that would kill it is gone).
 */
const PRLIMITS = [
  `--as=${MAX_ADDRESS_SPACE}`,
  `--fsize=${MAX_OUTPUT_BYTES}`,
  `--cpu=${Math.ceil(LIMITS.timeLimitMs / 1000)}`,
];

/**
 * Runs a native tool (Poppler's, tesseract) on a patient's file under the limits above (where
 * the machine has `prlimit`); its output is in the files it was told to write.
 */
export async function runLimitedTool(tool: string, args: string[], cwd: string): Promise<void> {
  prlimit ??= commandRuns('prlimit', ['--version']);
  const [command, argv] = prlimit ? ['prlimit', [...PRLIMITS, '--', tool, ...args]] : [tool, args];
  await runTool({ command, args: argv, cwd, timeoutMs: LIMITS.timeLimitMs });
}

/** Reads what a tool wrote, refused over the output limit (prlimit stops it there too). */
export async function readToolOutput(tool: string, output: string): Promise<Buffer> {
  const { size } = await stat(output);
  if (size > MAX_OUTPUT_BYTES) throw new Error(`${tool} wrote more than the output limit`);
  return readFile(output);
}
