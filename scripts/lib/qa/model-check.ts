import { english } from '@i18n/english';
import type { Message } from '@i18n/message';
import type { ToastInput } from '@machines/domain/toast';
import type { Outcome } from './oracle/expected';
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
  return problems;
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
