import { withGlobalCopy } from '../global-regex.ts';

/** A recogniser's hit in normalised text (the interface records.ts reads). */
export interface Found<T = string> {
  value: T;
  index: number;
  length: number;
}

export function all<T>(
  text: string,
  re: RegExp,
  map: (m: RegExpExecArray) => T | undefined,
): Found<T>[] {
  return withGlobalCopy(re, (g) => {
    const out: Found<T>[] = [];
    for (let m = g.exec(text); m; m = g.exec(text)) {
      const value = map(m);
      if (value !== undefined) out.push({ value, index: m.index, length: m[0].length });
    }
    return out;
  });
}
