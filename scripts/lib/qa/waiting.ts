import { machineCatalogue } from '@machines/catalogue';

/**
 * How long a QA path may let time pass. The toast removal delay (spec section 9: a dismissed
 * message is removed after 1,000,000 ms) stands for itself: nothing on screen changes when it
 * ends, so no path waits for it. Every other wait is one of the app's own timers, and no path
 * waits longer in all than the longest of them (the booking calendar's 15 s today).
 */
export const standsForItself: ReadonlySet<string> = new Set(['toastRemoveDelay']);

type Delay = number | ((args: { context: unknown }) => number);

/** The named delay of a timer event (`xstate.after.<delay>.<state id>`). */
export const delayNameOf = (eventType: string): string => eventType.split('.')[2] ?? '';

/** The longest timer of the catalogue's machines that a QA path may wait for, in ms. */
export function longestQaWait(): number {
  let longest = 0;
  for (const { machine } of machineCatalogue) {
    const delays = (machine as { implementations?: { delays?: Record<string, Delay> } })
      .implementations?.delays;
    for (const [name, delay] of Object.entries(delays ?? {})) {
      if (standsForItself.has(name)) continue;
      const ms = typeof delay === 'function' ? delay({ context: {} }) : delay;
      if (Number.isFinite(ms)) longest = Math.max(longest, ms);
    }
  }
  return longest;
}
