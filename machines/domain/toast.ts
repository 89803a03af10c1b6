import type { Message } from '@i18n/message';

export type ToastVariant = 'default' | 'destructive';

/** A toast's words are catalogue messages; the viewport shows them in the patient's language. */
export interface ToastInput {
  title?: Message;
  description?: Message;
  variant?: ToastVariant;
  /** Milliseconds; the toast machine's default is used when absent. */
  duration?: number;
}

export interface Toast extends ToastInput {
  id: string;
  variant: ToastVariant;
}
