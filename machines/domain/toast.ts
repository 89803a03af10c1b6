export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; the toast machine's default is used when absent. */
  duration?: number;
}

export interface Toast extends ToastInput {
  id: string;
  variant: ToastVariant;
}
