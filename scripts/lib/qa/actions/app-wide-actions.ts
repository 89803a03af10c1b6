import { themePreferences } from '@contract/options/themes';
import type { AnyActorRef } from 'xstate';
import { sessionRequest } from '../gherkin/given-lines';
import { line, quoted } from '../gherkin/lines';
import { pendingTimers } from '../live-system';
import { accepts, pageIs, type QaAction, type QaState, qaEvent } from '../qa-types';
import { viewOf } from '../view';
import { delayNameOf, longestQaWait, standsForItself } from '../waiting';

/** The waits a path may still take: its waits so far and this one within the longest timer. */
const waitedSoFar = (state: QaState) =>
  state.history.reduce((ms, event) => ms + (event.type === 'qa.wait' ? Number(event.ms) : 0), 0);

/** Timers a patient waits for (the upload's own polling and the removal delay are not). */
const waitable = (eventType: string) =>
  delayNameOf(eventType) !== 'jobPoll' && !standsForItself.has(delayNameOf(eventType));

/**
 * Time passes until one of the active states' timers fires (waiting.ts: how long at most). As in
 * the browser, letting T ms pass ends every timer due by then, not only the one waited for.
 */
export const wait: QaAction = {
  type: 'qa.wait',
  offers: (state) =>
    state.view.timers
      .filter((timer) => waitable(timer.eventType))
      .filter((timer) => waitedSoFar(state) + timer.ms <= longestQaWait())
      .map((timer) =>
        qaEvent('qa.wait', { machine: timer.machineId, timer: timer.eventType, ms: timer.ms }),
      ),
  perform: (step, event) => {
    const fired = new Set<string>();
    for (;;) {
      const due = viewOf(step.root).timers.filter(
        (t) => waitable(t.eventType) && t.ms <= Number(event.ms),
      );
      const timer = due.find((t) => !fired.has(`${t.machineId}|${t.eventType}`));
      if (!timer) return;
      fired.add(`${timer.machineId}|${timer.eventType}`);
      const pending = pendingTimers(step.root as AnyActorRef).find(
        (t) => t.machineId === timer.machineId && t.eventType === timer.eventType,
      );
      if (pending) step.fire(pending);
    }
  },
  when: (event) => `${Number(event.ms).toLocaleString('en-US')} ms pass`,
  steps: (event) => [line(`${Number(event.ms).toLocaleString('en-US')} ms pass`)],
};

/** A toast shown by the step just taken (older ones may have closed in real time). */
const freshToast = (state: QaState) =>
  state.view.facts.toastVisible && (state.last?.toasts.length ?? 0) > 0;

export const hoverToast: QaAction = {
  type: 'qa.hoverToast',
  offers: (state) => (freshToast(state) ? [qaEvent('qa.hoverToast')] : []),
  perform: (step) => {
    step.send('toast', { type: 'toast.paused' });
    step.send('toast', { type: 'toast.resumed' });
  },
  when: () => 'the patient rests the pointer on the message, then moves it away',
  steps: () => [line('the patient rests the pointer on the message, then moves it away')],
};

export const closeToast: QaAction = {
  type: 'qa.closeToast',
  offers: (state) => (freshToast(state) ? [qaEvent('qa.closeToast')] : []),
  perform: (step) => {
    // Reaching the close button rests the pointer on the message first.
    step.send('toast', { type: 'toast.paused' });
    step.send('toast', { type: 'toast.dismissed' });
  },
  when: () => 'the patient closes the message',
  steps: () => [line(`the patient presses ${quoted('Close notification')}`)],
};

/** The theme choice is on the sign-in page and on Settings. */
const themePage = (state: QaState) => pageIs(state, 'auth', 'dashboardSettings');

export const chooseTheme: QaAction = {
  type: 'qa.chooseTheme',
  offers: (state) =>
    themePage(state) ? themePreferences.map((theme) => qaEvent('qa.chooseTheme', { theme })) : [],
  perform: (step, event) => step.send('theme', { type: 'theme.selected', theme: event.theme }),
  when: (event) => `the patient chooses the ${event.theme} theme`,
  steps: (event) => {
    const theme = String(event.theme);
    const label = `${theme.slice(0, 1).toUpperCase()}${theme.slice(1)}`;
    return [line(`the patient fills in ${quoted('Theme')} with ${quoted(label)}`)];
  },
};

export const osTheme: QaAction = {
  type: 'qa.osTheme',
  offers: (state) =>
    themePage(state) ? [qaEvent('qa.osTheme', { dark: !state.world.osDark })] : [],
  perform: (step, event) => {
    step.world = { ...step.world, osDark: event.dark === true };
    step.send('theme', { type: 'theme.os.changed', dark: event.dark === true });
  },
  when: (event) => `the operating system switches to ${event.dark ? 'dark' : 'light'} mode`,
  steps: (event) => [line(`the computer switches to ${event.dark ? 'dark' : 'light'} mode`)],
};

export const retry: QaAction = {
  type: 'qa.retry',
  offers: (state) =>
    pageIs(state, 'serverUnreachable') && accepts(state, 'app', 'session.retry')
      ? [qaEvent('qa.retry', { network: 'back' }), qaEvent('qa.retry', { network: 'down' })]
      : [],
  perform: (step, event) => {
    if (event.network === 'back') step.world = { ...step.world, network: 'up' };
    step.send('app', { type: 'session.retry' });
  },
  when: (event) =>
    event.network === 'back'
      ? 'the connection comes back and the patient presses "Try again"'
      : 'the patient presses "Try again" while the server still cannot be reached',
  steps: (event) => [
    ...(event.network === 'back'
      ? [line(`the browser's requests to ${quoted(sessionRequest)} work again`)]
      : []),
    line(`the patient presses ${quoted('Try again')}`),
  ],
};
