import { english } from '@i18n/english';
import type { Message } from '@i18n/message';
import type { ToastInput } from '@machines/domain/toast';
import type { Expected, Outcome } from './oracle/expected';
import { isStep } from './oracle/routing';
import { primaryButtonOf } from './oracle/screen-texts';
import { expectsDark } from './oracle/step-rules';
import type { QaState } from './qa-types';
import { isAppScreen } from './view';

/**
 * Where the live machines disagree with the oracle after a step: the page and its address, the
 * message shown (exactly: none when the oracle expects none), and the theme on the page.
 */
export function compareStep(state: QaState, outcome: Outcome): string[] {
  const problems: string[] = [];
  const expected = outcome.after;
  const page = state.view.page;
  if ((page?.id ?? null) !== expected.page) {
    problems.push(
      `page: machines show ${page?.id ?? 'none'}, oracle expects ${expected.page ?? 'none'}`,
    );
  } else if (page && !isAppScreen(page.id) && page.path !== expected.path) {
    problems.push(`address: machines show ${page.path}, oracle expects ${expected.path}`);
  }
  const toastProblem = compareToast(state.last?.toasts.at(-1) ?? null, outcome.shown);
  if (toastProblem) problems.push(toastProblem);
  if ((state.world.token !== 'none') !== expected.tokenStored) {
    problems.push(
      `token: machines left it ${state.world.token}, oracle expects ${expected.tokenStored ? 'a stored token' : 'none'}`,
    );
  }
  if (
    expected.page !== null &&
    state.world.dark !== null &&
    state.world.dark !== expectsDark(expected)
  ) {
    problems.push(
      `theme: machines applied ${state.world.dark ? 'dark' : 'light'}, oracle expects the other`,
    );
  }
  if (state.world.theme !== expected.storedTheme) {
    problems.push(
      `stored theme: machines stored ${state.world.theme}, oracle expects ${expected.storedTheme}`,
    );
  }
  if (state.world.language !== expected.language) {
    problems.push(
      `language: machines show ${state.world.language ?? "the browser's"}, oracle expects ${expected.language ?? "the browser's"}`,
    );
  }
  problems.push(...compareScreen(state, expected));
  return problems;
}

/** The parts of the page both sides follow, where they are on screen. */
function compareScreen(state: QaState, e: Expected): string[] {
  const shown = state.view.screen;
  if (!shown || e.page === null || e.page !== state.view.page?.id) return [];
  const { screen } = e;
  const pairs: Array<[string, unknown, unknown]> = [
    // Step 1's notice: the wizard keeps it behind Settings, where it is not on screen.
    ...(e.page === 'personalInfo'
      ? [['state notice', shown.notServed, screen.notServed] as [string, unknown, unknown]]
      : []),
    ['Google callback text', shown.callbackError, screen.callbackError],
    ['"Please sign in again"', shown.signInAgain, screen.signInAgain],
  ];
  if (e.page === 'geneticReport' && e.reportAnswer) {
    pairs.push(['upload area', shown.upload, screen.upload]);
    if (screen.upload === 'queued') pairs.push(['reports ahead', shown.ahead, screen.ahead]);
  }
  if (e.page === 'auth') {
    pairs.push(['sign-in failure', shown.signInFailure, screen.signInFailure]);
    pairs.push([
      "problems at the register form's fields",
      shown.fieldProblems,
      screen.fieldProblems,
    ]);
  }
  if (e.page === 'bookAppointment') pairs.push(['calendar', shown.booking, screen.booking]);
  if (e.page === 'forgotPassword')
    pairs.push(['forgot-password page', shown.forgot, screen.forgot]);
  if (e.page === 'resetPassword' || e.page === 'confirmEmail') {
    pairs.push(["link's page", shown.link, screen.link === 'none' ? 'none' : screen.link]);
  }
  if (e.page === 'dashboardHome' || e.page === 'dashboardSettings') {
    pairs.push(['"Confirm your email"', shown.reminder, e.reminder]);
  }
  if (e.page === 'dashboardReport') {
    pairs.push(['report page', shown.report, screen.report]);
    pairs.push(['report deletion dialog', shown.reportDeletion, screen.reportDeletion]);
  }
  if (e.page === 'dashboardSummary') pairs.push(['summary', shown.summary, screen.summary]);
  if (e.page === 'dashboardProfile') {
    pairs.push(['section edited', shown.editing, screen.editing]);
    pairs.push(['"Leave without saving?"', shown.leaveAsked, screen.leaving !== null]);
  }
  if (e.page === 'dashboardCalendar') {
    pairs.push(['scheduling dialog', shown.scheduling, screen.scheduling]);
    if (screen.scheduling) pairs.push(['calendar', shown.booking, screen.booking]);
  }
  if (e.page === 'dashboardSettings') {
    pairs.push(['password form', shown.password, screen.password]);
    pairs.push(['deletion dialog', shown.deletion, screen.deletion]);
    pairs.push(['"Your data" failure', shown.exportFailed, screen.exportFailed]);
    pairs.push(['recent activity', shown.activity, screen.activity]);
  }
  const button = primaryButtonOf(e);
  if (isStep(e.page) && button && !screen.signInAgain) {
    pairs.push([`"${button.name}" enabled`, shown.stepButtonEnabled, button.enabled]);
  }
  return pairs
    .filter(([, machine, oracle]) => JSON.stringify(machine) !== JSON.stringify(oracle))
    .map(
      ([what, machine, oracle]) =>
        `${what}: machines show ${JSON.stringify(machine)}, oracle expects ${JSON.stringify(oracle)}`,
    );
}

const variantOf = (toast: ToastInput) => toast.variant ?? 'default';

/** Toasts are catalogue messages: compared by their English words, as the spec writes them. */
const words = (message: Message | undefined) => (message ? english(message) : undefined);

function compareToast(shown: ToastInput | null, expected: ToastInput | null): string | null {
  const text = (toast: ToastInput | null) =>
    toast
      ? `"${words(toast.title)}${toast.description ? ` / ${words(toast.description)}` : ''}"`
      : 'no message';
  if (!shown && !expected) return null;
  const same =
    shown &&
    expected &&
    words(shown.title) === words(expected.title) &&
    variantOf(shown) === variantOf(expected) &&
    (expected.description === undefined ||
      words(shown.description) === words(expected.description));
  return same ? null : `message: machines show ${text(shown)}, oracle expects ${text(expected)}`;
}
