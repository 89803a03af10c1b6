/**
 * A field's error appears when it loses focus. When focus leaves because the patient pressed on
 * another field, an error that appeared at once would push that field down between the press and
 * the release, and the click would land on nothing. So while a pointer is down, the change waits
 * until the click that pressed it is over.
 */
let pointersDown = 0;

// Counted from the start (capture phase): the blur comes after the press that caused it.
if (typeof document !== 'undefined') {
  const press = () => {
    pointersDown += 1;
  };
  const release = () => {
    pointersDown = Math.max(0, pointersDown - 1);
  };
  document.addEventListener('pointerdown', press, true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

export function afterPointerRelease(run: () => void): void {
  if (pointersDown === 0) {
    run();
    return;
  }
  const done = () => {
    document.removeEventListener('pointerup', done, true);
    document.removeEventListener('pointercancel', done, true);
    // After the click event the release produces, not before it.
    setTimeout(run, 0);
  };
  document.addEventListener('pointerup', done, true);
  document.addEventListener('pointercancel', done, true);
}
