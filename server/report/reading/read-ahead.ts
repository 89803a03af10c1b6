/**
 * `read` applied to each item of `source`, up to `ahead` items at once, the results in order. A
 * scanned page is prepared in this thread while the page before it is with the OCR engine (the
 * `tesseract` processes or tesseract.js's threads), so the thread and the engine both work.
 */
export async function* readAhead<T, R>(
  source: AsyncIterable<T>,
  read: (item: T) => Promise<R>,
  ahead: number,
): AsyncGenerator<R> {
  const pending: Promise<R>[] = [];
  for await (const item of source) {
    const next = read(item);
    // a later page's failure is seen when its turn comes, not as an unhandled rejection before
    next.catch(() => undefined);
    pending.push(next);
    if (pending.length >= ahead) yield await (pending.shift() as Promise<R>);
  }
  while (pending.length > 0) yield await (pending.shift() as Promise<R>);
}
