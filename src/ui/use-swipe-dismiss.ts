import { type PointerEvent, useRef, useState } from 'react';

/**
 * Horizontal swipe on a toast: it follows the finger and, past `threshold` px, dismisses.
 * Shorter swipes spring back. Returns the handlers and the current offset for the style.
 */
export function useSwipeDismiss(onDismiss: () => void, threshold = 50) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    // Buttons inside the toast keep their own click behaviour.
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (start.current !== null) setOffset(event.clientX - start.current);
  };
  const end = (event: PointerEvent<HTMLElement>) => {
    if (start.current === null) return;
    const distance = event.clientX - start.current;
    start.current = null;
    setOffset(0);
    if (Math.abs(distance) > threshold) onDismiss();
  };

  return {
    offset,
    handlers: { onPointerDown, onPointerMove, onPointerUp: end, onPointerCancel: end },
  };
}
