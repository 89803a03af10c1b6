import { letterMask } from './edit-distance.ts';
import type { Analyser, Word } from './word-forms.ts';

/**
 * The search aids (search-aids.ts) cut into stems the way queries are, so that "tummies",
 * "tummy" and a typo of it all reach the same clinical words.
 */
export interface AidTable {
  /** One stem to the single-word stems it also means ("tummy" -> "abdomen", "abdominal"). */
  wordAlternatives: Map<string, string[]>;
  /** A run of stems (joined by spaces) to what it means, each a run of words. */
  phrases: Map<string, Word[][]>;
  /** The same phrases with their words, for a phrase whose last word is still being typed. */
  phraseKeys: { words: Word[]; meanings: Word[][] }[];
  longestPhrase: number;
  /** Every word the aids know, so typing errors and prefixes of everyday words are recognised. */
  words: Map<string, Word>;
  /** The same words sorted by spelling, with their letters as bits (edit-distance.ts). */
  sortedWords: { word: Word; letters: number }[];
  /** A stem to its English words (search-aids.ts, englishWords), for languages that have them. */
  english: Map<string, Word[]>;
  /** The glossary's words sorted by spelling, for the word still being typed. */
  englishKeys: Word[];
}

function addTo<V>(map: Map<string, V[]>, key: string, value: V, same: (a: V, b: V) => boolean) {
  const list = map.get(key) ?? [];
  if (!list.some((item) => same(item, value))) list.push(value);
  map.set(key, list);
}

const sameWords = (a: Word[], b: Word[]) =>
  a.length === b.length && a.every((word, i) => word.stem === b[i]?.stem);

export function buildAidTable(analyser: Analyser, englishAnalyser?: Analyser): AidTable {
  const { everydayWords, sameMeaning, englishWords = {} } = analyser.aids;
  const entries: [string, readonly string[]][] = Object.entries(everydayWords);
  for (const group of sameMeaning) {
    for (const member of group) entries.push([member, group.filter((other) => other !== member)]);
  }
  const table: AidTable = {
    wordAlternatives: new Map(),
    phrases: new Map(),
    phraseKeys: [],
    longestPhrase: 1,
    words: new Map(),
    sortedWords: [],
    english: new Map(),
    englishKeys: [],
  };
  if (englishAnalyser) {
    for (const [key, targets] of Object.entries(englishWords)) {
      const word = analyser.word(key);
      table.words.set(word.surface, word);
      table.englishKeys.push(word);
      // A target of several words ("widely spaced") lets one query word match all of them.
      for (const english of targets.flatMap((target) => englishAnalyser.nameWords(target))) {
        addTo(table.english, word.stem, english, (a, b) => a.stem === b.stem);
      }
    }
  }
  for (const [key, targets] of entries) {
    // Keys keep their fillers: "feel the cold" is a phrase although "feel" alone says nothing.
    const keyWords = analyser.nameWords(key);
    if (keyWords.length === 0) continue;
    for (const word of keyWords) table.words.set(word.surface, word);
    const keyStems = keyWords.map((word) => word.stem).join(' ');
    for (const target of targets) {
      const targetWords = analyser.nameWords(target);
      if (targetWords.length === 0) continue;
      const single = keyWords.length === 1 && targetWords.length === 1;
      const stem = targetWords[0]?.stem as string;
      if (single && stem !== keyWords[0]?.stem) {
        addTo(table.wordAlternatives, keyStems, stem, (a, b) => a === b);
      } else if (!single) {
        addTo(table.phrases, keyStems, targetWords, sameWords);
        table.longestPhrase = Math.max(table.longestPhrase, keyWords.length);
      }
    }
  }
  const keyWordsOf = new Map(
    entries.map(([key]) => {
      const words = analyser.nameWords(key);
      return [words.map((word) => word.stem).join(' '), words] as const;
    }),
  );
  for (const [stems, meanings] of table.phrases) {
    table.phraseKeys.push({ words: keyWordsOf.get(stems) ?? [], meanings });
  }
  table.englishKeys.sort((a, b) => (a.surface < b.surface ? -1 : 1));
  table.sortedWords = [...table.words.values()]
    .sort((a, b) => (a.surface < b.surface ? -1 : 1))
    .map((word) => ({ word, letters: letterMask(word.surface) }));
  return table;
}
