import { english } from '@i18n/english';
import type { ToastInput } from '@machines/domain/toast';
import { type AnyEventObject, fromCallback } from 'xstate';

/** A toast as the patient reads it: title, text and variant, nothing else. */
export interface ShownToast {
  title?: string;
  description?: string;
  variant?: string;
}

/** Stands in for the toast actor (system id "toast") and records every message sent to it. */
export function toastRecorder(shown: ShownToast[]) {
  return fromCallback<AnyEventObject>(({ receive }) => {
    receive((event) => {
      if (event.type !== 'toast.show') return;
      const { title, description, variant } = event as AnyEventObject & ToastInput;
      const toast: ShownToast = {};
      // Toasts are catalogue messages: recorded in the spec's English words.
      if (title !== undefined) toast.title = english(title);
      if (description !== undefined) toast.description = english(description);
      if (variant !== undefined) toast.variant = variant;
      shown.push(toast);
    });
  });
}

/** An error as the API client rejects with one: the HTTP status, the server's detail and field. */
export function apiError(status: number, detail: string | null = null, field?: string) {
  return Object.assign(new Error(`HTTP ${status}`), { status, detail, field });
}

/** What fetch rejects with when the server cannot be reached. */
export const networkError = () => new TypeError('Failed to fetch');
