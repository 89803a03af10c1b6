/**
 * Type-ahead of a select-only combobox, after the WAI-ARIA Authoring Practices: characters typed
 * in quick succession make one search string, and the first option whose label starts with it is
 * highlighted; the same character typed again cycles through the options starting with it; a
 * string nothing starts with changes nothing.
 *
 * "Quick succession" is a pause of at most `typeaheadPause`: one second, as Chromium's and
 * Firefox's own <select> wait, so a patient who types slowly still reaches "Michigan" with "Mich"
 * (the Ark/zag select waits 350 ms, and then starts over at "i").
 */
export const typeaheadPause = 1000;

export interface TypeaheadState {
  typed: string;
  /** When the last key was typed (ms). */
  at: number;
}

export const noTypeahead: TypeaheadState = { typed: '', at: Number.NEGATIVE_INFINITY };

export interface TypeaheadResult {
  state: TypeaheadState;
  /** The option to highlight, or null to leave the highlight where it is. */
  index: number | null;
}

const normalise = (text: string) => text.trimStart().toLocaleLowerCase();

/** Whether a key typed now continues the search (a space only does then: it also opens). */
export function isSearching(state: TypeaheadState, now: number): boolean {
  return state.typed !== '' && now - state.at <= typeaheadPause;
}

/**
 * The option to highlight after `key`, searching `labels` from the one highlighted now
 * (`current`, or null): a longer string may stay on it, a repeated letter moves past it.
 */
export function typeahead(
  labels: readonly string[],
  current: number | null,
  state: TypeaheadState,
  key: string,
  now: number,
): TypeaheadResult {
  const typed = isSearching(state, now) ? state.typed + key : key;
  const next = { typed, at: now };
  const query = normalise(typed);
  const repeated = query.length > 1 && [...query].every((char) => char === query[0]);
  const search = repeated ? query.slice(0, 1) : query;
  // One character (or a repeated one) looks past the current option; a longer string from it.
  const start = current === null ? 0 : search.length === 1 ? current + 1 : current;
  for (let offset = 0; offset < labels.length; offset++) {
    const index = (start + offset) % labels.length;
    if (normalise(labels[index] ?? '').startsWith(search)) return { state: next, index };
  }
  return { state: next, index: null };
}
