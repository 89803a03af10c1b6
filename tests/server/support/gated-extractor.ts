import type { ReportExtractor } from '../../../server/reports/report-extractor.ts';
import { stubExtractor } from './stub-extractor.ts';

interface Reading {
  /** The upload's first bytes after the PNG header tell the tests which upload this is. */
  bytes: Uint8Array;
  signal: AbortSignal | undefined;
  release(): void;
  /** Ends the reading the way the engine does for an unreadable file. */
  fail(message: string): void;
}

/**
 * An extraction engine the test drives: every reading waits until the test releases it, and
 * the test sees which uploads were read, in which order, and whether a reading was aborted.
 */
export function gatedExtractor() {
  const readings: Reading[] = [];
  const waiters: Array<() => void> = [];
  const extract: ReportExtractor = async (bytes, mediaType, options) => {
    await new Promise<void>((resolve, reject) => {
      const fail = (message: string) =>
        reject(Object.assign(new Error(message), { name: 'ReportExtractionError' }));
      readings.push({ bytes, signal: options?.signal, release: resolve, fail });
      for (const wake of waiters.splice(0)) wake();
      options?.signal?.addEventListener('abort', () => reject(options.signal?.reason), {
        once: true,
      });
    });
    return stubExtractor(bytes, mediaType, options);
  };
  return {
    extract,
    readings,
    /** Resolves once `count` readings have started. */
    async started(count: number): Promise<Reading> {
      while (readings.length < count) {
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
      return readings[count - 1] as Reading;
    },
  };
}
