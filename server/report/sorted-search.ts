/**
 * Index of the first item whose `key` is at least `value`, in items sorted by that key
 * (items.length when none is).
 */
export function firstAtLeast<T, V extends number | string>(
  items: readonly T[],
  value: V,
  key: (item: T) => V,
): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (key(items[mid] as T) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
