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
  const out: Found<T>[] = [];
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  for (let m = g.exec(text); m; m = g.exec(text)) {
    const value = map(m);
    if (value !== undefined) out.push({ value, index: m.index, length: m[0].length });
  }
  return out;
}
