// Token edges shared by the notation recognisers: a mention neither starts nor ends inside a
// word, a number or another description ("IVS1-1G>A" holds no "-1G>A" of its own).
// a slash after a letter starts a new name ("delta F508/3849 + 10kb C > T"), after a digit it
// continues a range ("-603/604")
export const LEFT = '(?<![A-Za-z0-9_.+*>-])(?<![0-9]/)';
/** For tokens that start with a letter ('Ala797Thr' in 'mutations-Ala797Thr', 'C60S/L244F'). */
export const LEFT_WORD = '(?<![A-Za-z0-9_.+*>])';
export const RIGHT = '(?![A-Za-z0-9_>])';
export const NT = '[ACGTU]';
/** Spaces allowed inside a written change: at most one each side. */
export const SP = '\\s?';

/** The written text without spaces, arrows as ">" (a compact, comparable spelling). */
export function compact(s: string): string {
  return s.replace(/\s+/g, '').replace(/-{1,4}>|=>|→/g, '>');
}
