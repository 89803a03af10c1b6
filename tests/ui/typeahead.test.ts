import { usStates } from '@contract/options/us-states';
import { english } from '@i18n/english';
import { describe, expect, it } from 'vitest';
import {
  isSearching,
  noTypeahead,
  type TypeaheadState,
  typeahead,
  typeaheadPause,
} from '@/ui/typeahead';

const states = usStates.map((state) => english(state.name));

/** Types the keys `gap` ms apart from a closed select; the label highlighted after each key. */
function typeKeys(
  labels: readonly string[],
  keys: string,
  gap: number,
  from: number | null = null,
) {
  let state: TypeaheadState = noTypeahead;
  let current = from;
  const passed: (string | null)[] = [];
  [...keys].forEach((key, n) => {
    const result = typeahead(labels, current, state, key, 10_000 + n * gap);
    state = result.state;
    current = result.index ?? current;
    passed.push(current === null ? null : (labels[current] ?? null));
  });
  return passed;
}

describe('select type-ahead (WAI-ARIA select-only combobox)', () => {
  it('"Mich" reaches Michigan typed quickly', () => {
    expect(typeKeys(states, 'Mich', 100).at(-1)).toBe('Michigan');
  });

  it('"Mich" reaches Michigan with keys 400 and 900 ms apart (zag waits only 350 ms)', () => {
    expect(typeKeys(states, 'Mich', 400).at(-1)).toBe('Michigan');
    expect(typeKeys(states, 'Mich', 900).at(-1)).toBe('Michigan');
  });

  it('starts a new search after a pause longer than a second', () => {
    expect(typeKeys(states, 'Mi', typeaheadPause + 1)).toEqual(['Maine', 'Idaho']);
  });

  it('"New Y" reaches New York: the space is part of the search', () => {
    expect(typeKeys(states, 'New Y', 300).at(-1)).toBe('New York');
  });

  it('is case-insensitive', () => {
    expect(typeKeys(states, 'new y', 300).at(-1)).toBe('New York');
  });

  it('a repeated letter cycles through the options starting with it', () => {
    expect(typeKeys(states, 'nnn', 200)).toEqual(['Nebraska', 'Nevada', 'New Hampshire']);
  });

  it('one letter looks past the option highlighted now, a longer string stays on it', () => {
    const michigan = states.indexOf('Michigan');
    expect(typeKeys(states, 'm', 200, michigan)).toEqual(['Minnesota']);
    expect(typeKeys(states, 'mi', 200, michigan)).toEqual(['Minnesota', 'Minnesota']);
  });

  it('wraps around to the top of the list', () => {
    expect(typeKeys(states, 'a', 200, states.indexOf('Wyoming'))).toEqual(['Alabama']);
  });

  it('a string no option starts with leaves the highlight where it is', () => {
    expect(typeKeys(states, 'Mx', 200)).toEqual(['Maine', 'Maine']);
  });

  it('a space continues a search only while it runs (otherwise it opens the list)', () => {
    const { state } = typeahead(states, null, noTypeahead, 'N', 1000);
    expect(isSearching(state, 1000 + typeaheadPause)).toBe(true);
    expect(isSearching(state, 1001 + typeaheadPause)).toBe(false);
    expect(isSearching(noTypeahead, 0)).toBe(false);
  });
});
