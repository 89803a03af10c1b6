import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { importOnline } from './import-online';

/** A page's code could not be downloaded (offline, a dropped connection): not a bug in the page. */
export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super('The page could not be downloaded', { cause });
    this.name = 'PageLoadError';
  }
}

type Module<T> = { default: T };

const failedLoads = new Set<() => Promise<void>>();

/** A module already here, as a thenable that answers at once: `lazy` renders it without suspending. */
export function settled<T>(module: T): Promise<T> {
  return {
    // biome-ignore lint/suspicious/noThenProperty: a thenable that resolves at once is the point.
    then: (resolve: (value: T) => void) => resolve(module),
  } as PromiseLike<T> as Promise<T>;
}

/**
 * `React.lazy` keeps a failed download for good: one lost connection, and the page could not open
 * again until the patient reloaded, offline, into the browser's own error. This one throws a
 * `PageLoadError` (shown by `PageLoadBoundary`, src/app) and remembers how to try again;
 * `retryFailedPageLoads` downloads what failed, and the next render shows it. Nothing is tried
 * while the browser says it is offline (`importOnline`).
 */
export function retryableLazy<P extends object>(
  load: () => Promise<Module<ComponentType<P>>>,
): ComponentType<P> {
  const download = importOnline(load);
  const again = (): Promise<void> =>
    download().then((module) => {
      current = lazy(() => settled(module));
    });
  let current: LazyExoticComponent<ComponentType<P>> = lazy(() =>
    download().catch((error: unknown) => pageLoadFailed(error, again)),
  );
  return function RetryableLazy(props: P) {
    const Current = current as ComponentType<P>;
    return <Current {...props} />;
  };
}

/**
 * For a lazy page of its own kind (a step's form): `retry` downloads it again and makes the next
 * render show it; kept until it succeeds.
 */
export function pageLoadFailed(error: unknown, retry: () => Promise<void>): never {
  failedLoads.add(retry);
  throw new PageLoadError(error);
}

/** Downloads again every page that failed; settles when all are here, fails if one still fails. */
export function retryFailedPageLoads(): Promise<void> {
  return Promise.all(
    [...failedLoads].map((retry) => retry().then(() => void failedLoads.delete(retry))),
  ).then(() => {});
}
