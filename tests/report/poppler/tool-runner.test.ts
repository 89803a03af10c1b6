import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runTool, stopToolRunner } from '../../../server/report/poppler/tool-runner-client.ts';

const work = mkdtempSync(path.join(tmpdir(), 'tool-runner-'));
afterAll(() => {
  stopToolRunner();
  rmSync(work, { recursive: true, force: true });
});

const run = (command: string, args: string[], timeoutMs = 10_000) =>
  runTool({ command, args, cwd: work, timeoutMs });

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe.runIf(process.platform === 'linux')('the tool runner', () => {
  it('runs a tool in the folder it is given and resolves when the tool succeeds', async () => {
    await run('sh', ['-c', 'echo done > out.txt']);
    expect(readFileSync(path.join(work, 'out.txt'), 'utf8')).toBe('done\n');
  });

  it('starts tools from its own small process, not from this one', async () => {
    await run('sh', ['-c', 'echo $PPID > parent.txt']);
    const parent = Number(readFileSync(path.join(work, 'parent.txt'), 'utf8'));
    expect(parent).toBeGreaterThan(0);
    expect(parent).not.toBe(process.pid);
  });

  it("keeps the server's secrets from the tools", async () => {
    stopToolRunner();
    process.env.HERD_TEST_SECRET = 'database password';
    try {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: shell expansions, not a template
      await run('sh', ['-c', 'echo "${HERD_TEST_SECRET:-none} ${PATH:+path}" > env.txt']);
    } finally {
      delete process.env.HERD_TEST_SECRET;
    }
    expect(readFileSync(path.join(work, 'env.txt'), 'utf8')).toBe('none path\n');
  });

  it('rejects with the exit code of a tool that fails, and a tool that is missing', async () => {
    await expect(run('sh', ['-c', 'exit 3'])).rejects.toThrow('sh ended with code 3');
    await expect(run('no-such-tool-herd', [])).rejects.toThrow(/no-such-tool-herd: .*ENOENT/);
  });

  it('kills a tool that runs past its time limit', async () => {
    const started = Date.now();
    await expect(run('sleep', ['20'], 200)).rejects.toThrow('sleep ended with SIGKILL');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('starts a new runner after the last one stopped', async () => {
    await run('true', []);
    stopToolRunner();
    await run('sh', ['-c', 'echo again > again.txt']);
    expect(readFileSync(path.join(work, 'again.txt'), 'utf8')).toBe('again\n');
  });

  it('runs a request again on a new runner when its runner stops before answering', async () => {
    const started = run('sh', ['-c', 'sleep 0.3; echo rerun >> rerun.txt']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    stopToolRunner();
    await started;
    // the first runner stopped its tool before it wrote: only the second run wrote
    expect(readFileSync(path.join(work, 'rerun.txt'), 'utf8')).toBe('rerun\n');
  });

  it('stops the tools it runs when the process that asked for them ends', async () => {
    const pidFile = path.join(work, 'sleep.pid');
    const parent = path.join(import.meta.dirname, 'support/runner-parent.mts');
    execFileSync(process.execPath, ['--import', 'tsx', parent, pidFile], { timeout: 20_000 });
    const pid = Number(readFileSync(pidFile, 'utf8'));
    expect(pid).toBeGreaterThan(0);
    const deadline = Date.now() + 5_000;
    while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(alive(pid)).toBe(false);
  });
});
