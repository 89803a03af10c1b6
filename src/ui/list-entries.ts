/** Commas, semicolons and line breaks separate the items of a pasted list. */
const separators = /[,;\r\n]+/;

/** Whether pasted text holds more than one item ("Fatigue, joint pain; dizziness"). */
export function hasSeparator(text: string): boolean {
  return separators.test(text);
}

/** The trimmed, non-blank items of a pasted list. */
export function splitEntries(text: string): string[] {
  return text
    .split(separators)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

const sameItem = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * The list with the entries appended: each trimmed, blanks skipped, and an entry already listed
 * in any letter case ("fatigue" beside "Fatigue") left out, also among the new ones.
 */
export function addEntries(list: readonly string[], entries: readonly string[]): string[] {
  const next = [...list];
  for (const entry of entries) {
    const item = entry.trim();
    if (item && !next.some((listed) => sameItem(listed, item))) next.push(item);
  }
  return next;
}
