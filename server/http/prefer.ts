/** RFC 7240: true when the `Prefer` header asks for `respond-async` (among others, any case). */
export function prefersAsync(prefer: string | undefined): boolean {
  return (prefer ?? '')
    .split(',')
    .some((preference) => preference.split(';')[0]?.trim().toLowerCase() === 'respond-async');
}
