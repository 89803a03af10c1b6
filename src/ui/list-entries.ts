/** Commas, semicolons and line breaks separate the items of a typed or pasted list. */
const separators = /[,;\r\n]+/;

/** Whether the text holds more than one item ("Fatigue, joint pain; dizziness"). */
export function hasSeparator(text: string): boolean {
  return separators.test(text);
}

/** The trimmed, non-blank items of a typed or pasted text. */
export function splitEntries(text: string): string[] {
  return text
    .split(separators)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

const sameItem = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * The list with the text's items appended: each trimmed, blanks skipped, and an item already
 * listed in any letter case ("fatigue" beside "Fatigue") left out, also within the text.
 */
export function addEntries(list: readonly string[], text: string): string[] {
  const next = [...list];
  for (const item of splitEntries(text)) {
    if (!next.some((listed) => sameItem(listed, item))) next.push(item);
  }
  return next;
}
