import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { readConfig } from '../../server/config.ts';
import type { Logger } from '../../server/logger.ts';
import { closeReportExtraction, extractReport } from '../../server/report/index.ts';
import type { ReportExtractor } from '../../server/reports/report-extractor.ts';
import { startServer } from '../../server/start.ts';
import { seedPglite } from './pglite-template.ts';

export interface LocalServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

export interface LocalServerOptions {
  /** Extra environment (same variables as `npm start`). */
  env?: Record<string, string | undefined>;
  /** Reuse a data folder (restart tests); by default a fresh temporary one, removed on close. */
  dataDir?: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** In-process only: replace the extraction engine. */
  extractReport?: ReportExtractor;
  /** In-process only: receive the server's log lines. */
  logger?: Logger;
}

/**
 * Tests and benchmarks only: with DATABASE_URL the server needs REPORT_ENCRYPTION_KEY, and the
 * shared test database keeps files from earlier runs, so the key stays the same from run to run.
 */
/** The same for the signing secret, which every process on one database must share. */
export const TEST_JWT_SECRET = 'herd-health-test-signing-secret-not-for-production';

/**
 * The evaluation scripts upload every report of a set through one account: the per-account
 * upload limit (10 an hour) would answer 429 from the eleventh on.
 */
export const evaluationLimits = { RATE_LIMIT_UPLOAD_MAX: '100000' } as const;

export const TEST_REPORT_KEY = Buffer.alloc(32, 'herd-health-test-key').toString('base64');

async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function prepare(options: LocalServerOptions) {
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'herd-health-')));
  const env: Record<string, string | undefined> = {
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    // Tests register many accounts from one address; the rate-limit test sets its own.
    RATE_LIMIT_AUTH_MAX: '100000',
    ...options.env,
    DATA_DIR: dataDir,
    ...(options.databaseUrl
      ? {
          DATABASE_URL: options.databaseUrl,
          REPORT_ENCRYPTION_KEY: options.env?.REPORT_ENCRYPTION_KEY ?? TEST_REPORT_KEY,
          JWT_SECRET: options.env?.JWT_SECRET ?? TEST_JWT_SECRET,
        }
      : {}),
  };
  // Test servers on the shared test database must not read each other's queued reports.
  if (options.databaseUrl && !env.REPORT_QUEUE_SCHEMA) {
    env.REPORT_QUEUE_SCHEMA = `pgboss_t_${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`;
  }
  const cleanup = async () => {
    if (!ownsDataDir) return;
    await fs.rm(dataDir, { recursive: true, force: true });
    if (options.databaseUrl && !options.env?.REPORT_QUEUE_SCHEMA) {
      await dropSchema(options.databaseUrl, env.REPORT_QUEUE_SCHEMA as string);
    }
  };
  if (!options.databaseUrl) await seedPglite(dataDir);
  return { dataDir, env, cleanup };
}

/** Starts the real server (real database, real wiring) inside this process on a free port. */
export async function startServerInProcess(options: LocalServerOptions = {}): Promise<LocalServer> {
  const { dataDir, env, cleanup } = await prepare(options);
  const config = readConfig(env);
  const server = await startServer(config, {
    extractReport: options.extractReport ?? extractReport,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  return {
    url: server.url,
    dataDir,
    async close() {
      await server.close();
      await cleanup();
    },
  };
}

/**
 * Starts `server/main.ts` (or the built `dist/server/main.js`) as its own process, so load
 * generators do not share its event loop. Resolves once it logs that it listens.
 */
export async function spawnServer(
  options: LocalServerOptions & { built?: boolean; keepData?: boolean } = {},
): Promise<LocalServer & { process: ChildProcess }> {
  const { dataDir, env, cleanup } = await prepare(options);
  const root = path.resolve(import.meta.dirname, '../..');
  const args = options.built
    ? [path.join(root, 'dist/server/main.js')]
    : ['--import', 'tsx', path.join(root, 'server/main.ts')];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      // The readiness signal is the info-level "listening" line.
      LOG_LEVEL: options.env?.LOG_LEVEL ?? 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = (await waitForLogLine(child, 'listening')).url as string;
  child.stdout?.resume();
  return {
    url,
    dataDir,
    process: child,
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.keepData) await cleanup();
    },
  };
}

/** Starts `server/worker.ts` (`npm run worker`) as its own process; resolves once it is ready. */
export async function spawnWorker(options: {
  databaseUrl: string;
  env?: Record<string, string | undefined>;
}): Promise<{ process: ChildProcess; close(): Promise<void> }> {
  const root = path.resolve(import.meta.dirname, '../..');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/worker.ts')], {
    cwd: root,
    env: {
      ...process.env,
      ...options.env,
      DATABASE_URL: options.databaseUrl,
      REPORT_ENCRYPTION_KEY: options.env?.REPORT_ENCRYPTION_KEY ?? TEST_REPORT_KEY,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForLogLine(child, 'report worker ready');
  return {
    process: child,
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resolves with the first JSON log line whose message is `message`; rejects if the process exits. */
function waitForLogLine(
  child: ChildProcess,
  message: string,
): Promise<{ message?: string; url?: string }> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('exit', (code) =>
      reject(
        new Error(`process exited with ${code} before "${message}": ${stderr.slice(0, 2000)}`),
      ),
    );
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { message?: string; url?: string };
        if (entry.message === message) resolve(entry);
      } catch {
        // not a log line
      }
    });
  });
}

export { closeReportExtraction };
