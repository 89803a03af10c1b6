import type { LogLevel } from './config.ts';

export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/**
 * JSON lines. Callers pass only scalar fields they chose, so request bodies, passwords, tokens
 * and report contents cannot slip in by accident through an object dump.
 */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const emit = (lineLevel: Exclude<LogLevel, 'silent'>, message: string, fields?: LogFields) => {
    if (RANK[lineLevel] < RANK[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lineLevel, message, ...fields }));
  };
  return {
    debug: (message, fields) => emit('debug', message, fields),
    info: (message, fields) => emit('info', message, fields),
    warn: (message, fields) => emit('warn', message, fields),
    error: (message, fields) => emit('error', message, fields),
  };
}
