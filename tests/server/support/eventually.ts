/**
 * Asks `probe` again every `everyMs` until `done` holds for its answer, which it returns; fails
 * after `timeoutMs` (the report queue answers asynchronously, so its tests poll).
 */
export async function eventually<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  { everyMs = 50, timeoutMs = 10_000 }: { everyMs?: number; timeoutMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() >= deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
