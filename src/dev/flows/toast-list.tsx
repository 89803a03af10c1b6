import { panelStyles as s } from './panel-styles';
import type { ToastText } from './toast-texts';

/** The messages a transition or state shows, in the patient's words. */
export function ToastList({ toasts, lead = 'Shows' }: { toasts: ToastText[]; lead?: string }) {
  if (toasts.length === 0) return null;
  return (
    <ul className={s.list} aria-label="Messages shown">
      {toasts.map((toast, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for a transition
        <li key={index} className={toast.destructive ? s.destructiveToast : s.toast}>
          {toast.runtime ? (
            <>
              {lead} {toast.title} (its words depend on the answer)
            </>
          ) : (
            <>
              {lead} “<strong>{toast.title}</strong>
              {toast.description ? ` — ${toast.description}` : ''}”
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The messages an arrow shows, in the diagrams' words (full title and text). */
export function MessageList({ messages }: { messages: { full: string }[] }) {
  if (messages.length === 0) return null;
  return (
    <ul className={s.list} aria-label="Messages shown">
      {messages.map((message) => (
        <li key={message.full} className={s.toast}>
          Shows {message.full}
        </li>
      ))}
    </ul>
  );
}
