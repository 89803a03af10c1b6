import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { buildHelloWorld } from './hello-world.ts';
import { type LocalServer, spawnServer } from './start-server.ts';

type SpawnedServer = LocalServer & { process: import('node:child_process').ChildProcess };

const root = path.resolve(import.meta.dirname, '../..');

export interface PerfServers {
  /** The built app on the built server (`npm start`). */
  app: SpawnedServer;
  /** The hello world, served by the same built server (CLIENT_DIR pointing at its build). */
  hello: SpawnedServer;
  /**
   * Session tokens of a patient who just registered (step 1), one who answered step 1 (step 2)
   * and one who finished onboarding.
   */
  tokens: { fresh: string; stepOneDone: string; onboarded: string };
  close(): Promise<void>;
}

export async function post(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} -> ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

export async function register(baseUrl: string, tag: string): Promise<string> {
  const answer = await post(`${baseUrl}/auth/register`, {
    name: `Perf ${tag}`,
    email: `perf-${tag}-${Date.now()}@example.com`,
    password: `perf-password-${tag}-1`,
  });
  return String(answer.access_token);
}

/** Everything a step-1 form needs, and the rest of a finished onboarding. */
export const PERSONAL_INFO = {
  firstName: 'Perf',
  lastName: 'Patient',
  dateOfBirth: '1990-04-01',
  gender: 'female',
  state: 'MI',
};

export async function seedOnboarded(baseUrl: string): Promise<string> {
  const token = await register(baseUrl, 'done');
  await post(
    `${baseUrl}/api/user/onboarding`,
    {
      ...PERSONAL_INFO,
      condition: '',
      familyHistory: 'No family history provided',
      hasGeneticReport: false,
      checklistItems: ['severeHypotonia'],
      appointmentDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      has_completed_onboarding: true,
    },
    token,
  );
  return token;
}

/** Builds what is missing (or everything with `rebuild`), then starts both servers. */
export async function startPerfServers(options: { rebuild?: boolean } = {}): Promise<PerfServers> {
  const built =
    existsSync(path.join(root, 'dist/client/index.html')) &&
    existsSync(path.join(root, 'dist/server/main.js'));
  if (options.rebuild || !built) {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const helloBuild = await buildHelloWorld();
  const env = { LOG_REQUESTS: 'false', RATE_LIMIT_AUTH_MAX: '100000' };
  const app = await spawnServer({ built: true, env });
  const hello = await spawnServer({ built: true, env: { ...env, CLIENT_DIR: helloBuild.outDir } });
  let closing = false;
  for (const [name, server] of [
    ['app', app],
    ['hello', hello],
  ] as const) {
    let stderr = '';
    server.process.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    server.process.once('exit', (code, signal) => {
      if (!closing) console.error(`${name} server exited (${code ?? signal}): ${stderr}`);
    });
  }
  const stepOneDone = await register(app.url, 'step-two');
  await post(`${app.url}/api/user/onboarding`, PERSONAL_INFO, stepOneDone);
  const tokens = {
    fresh: await register(app.url, 'fresh'),
    stepOneDone,
    onboarded: await seedOnboarded(app.url),
  };
  return {
    app,
    hello,
    tokens,
    async close() {
      closing = true;
      await Promise.all([app.close(), hello.close()]);
      await fs.rm(helloBuild.dir, { recursive: true, force: true });
    },
  };
}
