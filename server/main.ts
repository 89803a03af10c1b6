import { ConfigError, readConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { closeReportExtraction, extractReport } from './report/index.ts';
import { startServer } from './start.ts';

async function main() {
  // Every file the server writes (database, secrets) is readable by its owner only.
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
  const server = await startServer(config, { extractReport, logger });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping', { signal });
    await server.close();
    await closeReportExtraction();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${JSON.stringify({ level: 'error', message: 'server failed to start', error: error instanceof Error ? error.message : String(error) })}\n`,
  );
  process.exit(1);
});
