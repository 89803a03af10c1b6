/** Whether an element is laid out right to left (an Arabic page, `<html dir="rtl">`). */
export function isRightToLeft(element: Element): boolean {
  return element.closest('[dir]')?.getAttribute('dir') === 'rtl';
}

/**
 * A key as the reading direction means it: in a right-to-left page ArrowLeft moves forward
 * (to the next tab, the next day) and ArrowRight back, as WAI-ARIA asks; other keys unchanged.
 */
export function keyInReadingDirection(key: string, element: Element): string {
  if (!isRightToLeft(element)) return key;
  if (key === 'ArrowLeft') return 'ArrowRight';
  if (key === 'ArrowRight') return 'ArrowLeft';
  return key;
}
