/**
 * Where the booking calendar goes. The booking machine starts loading the embed when the step is
 * entered, a moment before React has rendered the step; the loader waits here for the element.
 */
let current: HTMLElement | null = null;
let waiting: ((element: HTMLElement) => void)[] = [];

export function registerEmbedElement(element: HTMLElement | null): void {
  current = element;
  if (!element) return;
  const resolved = waiting;
  waiting = [];
  for (const resolve of resolved) resolve(element);
}

export function whenEmbedElement(): Promise<HTMLElement> {
  if (current?.isConnected) return Promise.resolve(current);
  return new Promise((resolve) => waiting.push(resolve));
}
