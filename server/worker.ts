import { ConfigError, readConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { closeReportExtraction, extractReport } from './report/index.ts';
import { startWorker } from './start-worker.ts';

/** `npm run worker`: reads queued reports from the shared PostgreSQL until stopped. */
async function main() {
  process.umask(0o077);
  let config: ReturnType<typeof readConfig>;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const worker = await startWorker(config, { extractReport, logger });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping', { signal });
    await worker.close();
    await closeReportExtraction();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${JSON.stringify({ level: 'error', message: 'report worker failed to start', error: error instanceof Error ? error.message : String(error) })}\n`,
  );
  process.exit(1);
});
