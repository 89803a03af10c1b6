import { english } from '@i18n/english';
import type { Message } from '@i18n/message';
import { verbatim } from '@i18n/verbatim';
import type { ToastInput } from '@machines/domain/toast';
import type { ShownToast } from './recorders';

/**
 * The machines hand the view catalogue messages; the tests read them in English, the spec's
 * words, so a wrong id or a changed text fails as a wrong sentence.
 */
export function words(message: Message | null | undefined): string | null {
  return message ? english(message) : null;
}

/** A toast as the patient reads it in English: title, text and variant. */
export function toastWords(toast: ToastInput): ShownToast {
  const shown: ShownToast = {};
  if (toast.title !== undefined) shown.title = english(toast.title);
  if (toast.description !== undefined) shown.description = english(toast.description);
  if (toast.variant !== undefined) shown.variant = toast.variant;
  return shown;
}

/** A save failure in English: the reason's words and the field. */
export function failureWords<T extends { reason: Message | null; field: unknown }>(
  failure: T | null,
) {
  return failure && { ...failure, reason: words(failure.reason) };
}

/** The Google callback screen's texts in English. */
export function callbackWords(
  view: { status: string; title: Message; text: Message; redirecting: Message | null } | null,
) {
  return (
    view && {
      status: view.status,
      title: english(view.title),
      text: english(view.text),
      redirecting: words(view.redirecting),
    }
  );
}

/** A toast given to a machine with these English words (as a text from elsewhere). */
export function toastSaying(shown: ShownToast): ToastInput {
  const toast: ToastInput = {};
  if (shown.title !== undefined) toast.title = verbatim(shown.title);
  if (shown.description !== undefined) toast.description = verbatim(shown.description);
  if (shown.variant !== undefined) toast.variant = shown.variant as ToastInput['variant'];
  return toast;
}
