import { ConfigError, readConfig, type ServerConfig } from './config.ts';
import { createLogger, type Logger } from './logger.ts';
import { closeReportExtraction, extractReport } from './report/index.ts';
import { ocrEngine } from './report/ocr/engine-choice.ts';
import { pdfReaderName } from './report/pdf-text.ts';

interface Running {
  close(): Promise<void>;
}

type Start = (
  config: ServerConfig,
  deps: { extractReport: typeof extractReport; logger: Logger },
) => Promise<Running>;

/**
 * The life of a server process (`npm start`, `npm run worker`): configuration read (exit 2 on a
 * configuration error), started, and on SIGINT or SIGTERM closed, with the report threads, before
 * exit 0. A start that fails exits 1 with one JSON line and no stack.
 */
export function runProcess(name: string, start: Start): void {
  run(start).catch((error: unknown) => {
    process.stderr.write(
      `${JSON.stringify({ level: 'error', message: `${name} failed to start`, ...describeStartError(error) })}\n`,
    );
    process.exit(1);
  });
}

/**
 * What went wrong, in words an operator can act on: the message, and the code when there is one
 * (a full disk is `53100` or `ENOSPC`). The embedded database can throw plain objects, which
 * would otherwise print as "[object Object]".
 */
export function describeStartError(error: unknown): { error: string; code?: string } {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as {
    message?: unknown;
    code?: unknown;
    errno?: unknown;
  };
  const message =
    typeof fields.message === 'string' && fields.message
      ? fields.message
      : typeof error === 'object' && error !== null
        ? (JSON.stringify(error) ?? 'unknown error').slice(0, 500)
        : String(error);
  const code = fields.code ?? fields.errno;
  return code === undefined || code === null
    ? { error: message }
    : { error: message, code: String(code) };
}

async function run(start: Start) {
  // Every file the server writes (database, secrets) is readable by its owner only.
  process.umask(0o077);
  let config: ServerConfig;
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
  const running = await start(config, { extractReport, logger });
  // pdf.js gives the same answers, only slower: an operator should know which one runs
  logger.info('report PDFs are read by', { reader: pdfReaderName() });
  logger.info('photos and scanned reports are read by', { ocr: ocrEngine() });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping', { signal });
    await running.close();
    await closeReportExtraction();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}
