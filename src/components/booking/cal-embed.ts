/**
 * A small typed loader for the Cal.com inline embed. It reproduces the documented queue API
 * (`Cal('init' | 'inline' | 'ui' | 'on')`) so we need no Cal.com package: calls made before the
 * script arrives are queued on `window.Cal.q` and replayed by embed.js when it loads.
 */

type CalArguments = [string, ...unknown[]];

interface CalQueue {
  (...args: CalArguments): void;
  q: CalArguments[];
}

interface CalGlobal extends CalQueue {
  loaded?: boolean;
  ns: Record<string, CalQueue>;
}

declare global {
  interface Window {
    Cal?: CalGlobal;
  }
}

export interface CalEmbedOptions {
  embedUrl: string;
  namespace: string;
  calLink: string;
  element: HTMLElement;
}

export interface CalEmbedHandlers {
  onReady: () => void;
  onBooked: (startTime: string | null) => void;
  onFailed: (reason: string) => void;
}

function queueFor(): CalQueue {
  const queue = ((...args: CalArguments) => {
    queue.q.push(args);
  }) as CalQueue;
  queue.q = [];
  return queue;
}

/** Installs the global `Cal` queue and starts loading embed.js (once per page). */
function installCal(embedUrl: string, onScriptError: () => void): CalGlobal {
  if (window.Cal) return window.Cal;
  const cal = queueFor() as CalGlobal;
  cal.ns = {};
  window.Cal = cal;
  const script = document.createElement('script');
  script.src = embedUrl;
  script.async = true;
  script.addEventListener('error', () => {
    // Let a retry load the script again instead of waiting on a dead queue.
    script.remove();
    if (window.Cal === cal) window.Cal = undefined;
    onScriptError();
  });
  document.head.appendChild(script);
  cal.loaded = true;
  return cal;
}

function namespaceApi(cal: CalGlobal, namespace: string): CalQueue {
  if (!cal.ns[namespace]) {
    cal.ns[namespace] = queueFor();
    cal('initNamespace', namespace);
  }
  return cal.ns[namespace] as CalQueue;
}

/** Pulls the booked start time out of the booking events of both embed API versions. */
export function bookedStartTime(detail: unknown): string | null {
  const data = (detail as { data?: Record<string, unknown> } | null)?.data;
  if (!data) return null;
  const booking = data.booking as Record<string, unknown> | undefined;
  const candidates = [data.startTime, data.date, booking?.startTime];
  const found = candidates.find((value) => typeof value === 'string' && value.length > 0);
  return typeof found === 'string' ? found : null;
}

/** Mounts the month-view booking calendar into `element`; returns a cleanup function. */
export function mountCalEmbed(options: CalEmbedOptions, handlers: CalEmbedHandlers): () => void {
  let active = true;
  const guard =
    <T extends unknown[]>(fn: (...args: T) => void) =>
    (...args: T) => {
      if (active) fn(...args);
    };
  const cal = installCal(
    options.embedUrl,
    guard(() => handlers.onFailed('The booking calendar could not be loaded.')),
  );
  const api = namespaceApi(cal, options.namespace);
  api('init', options.namespace, { origin: new URL(options.embedUrl).origin });
  api('inline', {
    elementOrSelector: options.element,
    calLink: options.calLink,
    config: { layout: 'month_view' },
  });
  api('ui', { layout: 'month_view', hideEventTypeDetails: false });
  const onEvent = (action: string, callback: (event: { detail?: unknown }) => void) =>
    api('on', { action, callback });
  onEvent(
    'linkReady',
    guard(() => handlers.onReady()),
  );
  onEvent(
    'linkFailed',
    guard(() => handlers.onFailed('The booking calendar is not available.')),
  );
  // Newer embeds fire both booking events; report the booking once.
  let booked = false;
  const onBooked = guard((event: { detail?: unknown }) => {
    if (booked) return;
    booked = true;
    handlers.onBooked(bookedStartTime(event.detail));
  });
  onEvent('bookingSuccessfulV2', onBooked);
  onEvent('bookingSuccessful', onBooked);
  return () => {
    active = false;
    options.element.replaceChildren();
  };
}
