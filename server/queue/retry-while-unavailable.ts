import { DatabaseUnavailableError, isConnectionFailure } from '../db/database-unavailable.ts';

const FIRST_PAUSE_MS = 250;
const LONGEST_PAUSE_MS = 5000;

/**
 * Runs `work` again while it fails because the database cannot be reached, pausing longer each
 * time, until it succeeds, fails otherwise, `signal` aborts or `giveUpAfterMs` has passed (then
 * the last failure is thrown).
 */
export async function retryWhileUnavailable<T>(
  work: () => Promise<T>,
  options: { signal: AbortSignal; giveUpAfterMs: number },
): Promise<T> {
  const deadline = Date.now() + options.giveUpAfterMs;
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
    try {
      return await work();
    } catch (error) {
      const unavailable = error instanceof DatabaseUnavailableError || isConnectionFailure(error);
      if (!unavailable || options.signal.aborted || Date.now() + pause > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
