import type { InspectionEvent } from 'xstate';

export interface AppInspector {
  inspect: (event: InspectionEvent) => void;
}

/**
 * Live inspection for product owners: in a development build opened with `?inspect`, the running
 * app streams to the Stately inspector (stately.ai/inspect opens in a new window). The inspector
 * package is imported dynamically inside a `DEV` branch, so production bundles never contain it.
 * Events that arrive before the package has loaded are queued and replayed.
 */
export function createInspectorIfRequested(
  search: string = typeof window === 'undefined' ? '' : window.location.search,
): AppInspector | undefined {
  if (!import.meta.env.DEV) return undefined;
  if (!new URLSearchParams(search).has('inspect')) return undefined;
  const queue: InspectionEvent[] = [];
  let forward: ((event: InspectionEvent) => void) | null = null;
  void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    const inspector = createBrowserInspector();
    const send = (event: InspectionEvent) => inspector.inspect.next?.(event);
    forward = send;
    for (const event of queue.splice(0)) send(event);
  });
  return {
    inspect: (event) => {
      if (forward) forward(event);
      else queue.push(event);
    },
  };
}
