const LONGEST = 64;
// Three rows reused by every call: the search runs one query at a time on one thread.
const rows = [
  new Int32Array(LONGEST + 1),
  new Int32Array(LONGEST + 1),
  new Int32Array(LONGEST + 1),
];

/**
 * Optimal-string-alignment distance (insertions, deletions, substitutions and swaps of two
 * neighbours, as typing errors are), or `limit + 1` as soon as it must exceed `limit`.
 */
export function typingDistance(a: string, b: string, limit: number, bLength = b.length): number {
  if (Math.abs(a.length - bLength) > limit) return limit + 1;
  if (a.length > LONGEST || bLength > LONGEST) return limit + 1;
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= bLength; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= bLength; j += 1) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  const distance = previous[bLength] as number;
  return distance > limit ? limit + 1 : distance;
}

/** Typing errors a word of this length may hold and still be recognised. */
export function allowedErrors(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/** The letters a-z a word holds, as bits: two words one typing error apart differ in at most two. */
export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i += 1) {
    const letter = word.charCodeAt(i) - 97;
    if (letter >= 0 && letter < 26) mask |= 1 << letter;
  }
  return mask;
}

export function differingLetters(a: number, b: number): number {
  let bits = a ^ b;
  let count = 0;
  while (bits) {
    bits &= bits - 1;
    count += 1;
  }
  return count;
}
