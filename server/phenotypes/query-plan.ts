import { firstAtLeast } from '../report/sorted-search.ts';
import type { AidTable } from './aid-table.ts';
import { allowedErrors, differingLetters, letterMask, typingDistance } from './edit-distance.ts';
import type { SearchIndex } from './search-index.ts';
import { foldText, type QueryWord, type Word } from './word-forms.ts';

/** How much a match of each kind is worth (1 = the word as typed, or its plural). */
export const MATCH = {
  aid: 0.9,
  prefix: 0.85,
  oneTypo: 0.75,
  twoTypos: 0.6,
  relatedForm: 0.7,
} as const;

/** One word of the query: the index stems that count as it, each with how well. */
export interface Slot {
  stems: Map<number, number>;
  weight: number;
}

/** One way of reading the query (as typed, or with an everyday phrase replaced). */
export type Reading = Slot[];

interface Candidate {
  word: Word;
  quality: number;
}

/** Completions tried for a word being typed, by how much of it there is: "s" says little. */
const completionsFor = (typed: string) => (typed.length < 3 ? 12 : 60);
const DEFAULT_WEIGHT = 4;
const MAX_READINGS = 4;

const identity = (value: string) => value;

function isKnown(index: SearchIndex, aids: AidTable, word: Word): boolean {
  return index.stemId.has(word.stem) || aids.words.has(word.surface);
}

/** Distance within `limit` typing errors (a word being typed: of its beginning), or limit + 1. */
function distanceTo(typed: string, surface: string, limit: number, typing: boolean): number {
  if (!typing) return typingDistance(typed, surface, limit);
  // The beginning of the word, as long as what was typed give or take the errors allowed.
  let distance = limit + 1;
  const longest = Math.min(surface.length, typed.length + limit);
  for (let length = typed.length - limit; length <= longest; length += 1) {
    distance = Math.min(distance, typingDistance(typed, surface, limit, length));
  }
  return distance;
}

/**
 * Words the index or the aids know within the typing errors this word's length allows; while a
 * word is being typed, the beginnings of words (then the first letter must be right).
 */
function corrections(index: SearchIndex, aids: AidTable, word: Word, typing: boolean): Candidate[] {
  const limit = allowedErrors(word.surface.length);
  if (limit === 0) return [];
  const typed = word.surface;
  const letters = letterMask(typed);
  const found: (Candidate & { distance: number })[] = [];
  const keep = (distance: number, known: Word) => {
    if (distance > limit || distance === 0) return;
    found.push({ word: known, distance, quality: distance === 1 ? MATCH.oneTypo : MATCH.twoTypos });
  };
  // While typing, only words with the same first letter: one sorted run of the vocabulary.
  const from = typing ? firstAtLeast(index.surfaces, typed.slice(0, 1), identity) : 0;
  for (let i = from; i < index.surfaces.length; i += 1) {
    const surface = index.surfaces[i] as string;
    if (typing && surface.charCodeAt(0) !== typed.charCodeAt(0)) break;
    if (!typing) {
      if (Math.abs(surface.length - typed.length) > limit) continue;
      if (differingLetters(letters, index.surfaceLetters[i] as number) > 2 * limit) continue;
    }
    const distance = distanceTo(typed, surface, limit, typing);
    if (distance <= limit) {
      keep(distance, { surface, stem: index.stems[index.surfaceStem[i] as number] as string });
    }
  }
  for (const { word: known, letters: mask } of aids.sortedWords) {
    const surface = known.surface;
    if (
      typing
        ? surface.charCodeAt(0) !== typed.charCodeAt(0)
        : differingLetters(letters, mask) > 2 * limit
    ) {
      continue;
    }
    keep(distanceTo(typed, surface, limit, typing), known);
  }
  found.sort((a, b) => a.distance - b.distance);
  const best = found[0]?.distance;
  const seen = new Set<string>();
  return found
    .filter((candidate) => candidate.distance === best)
    .filter((candidate) => !seen.has(candidate.word.stem) && seen.add(candidate.word.stem))
    .slice(0, 4);
}

function add(slot: Map<number, number>, stem: number | undefined, quality: number) {
  if (stem === undefined || stem < 0) return;
  if ((slot.get(stem) ?? 0) < quality) slot.set(stem, quality);
}

/** Stems that share a long beginning with this one: "abdomen" and "abdominal". */
function relatedForms(index: SearchIndex, stem: string): string[] {
  if (stem.length < 5) return [];
  const start = firstAtLeast(index.sortedStems, stem.slice(0, 5), identity);
  const related: string[] = [];
  for (let i = start; i < index.sortedStems.length; i += 1) {
    const other = index.sortedStems[i] as string;
    if (!other.startsWith(stem.slice(0, 5))) break;
    let shared = 5;
    while (shared < Math.min(stem.length, other.length) && stem[shared] === other[shared]) {
      shared += 1;
    }
    const longer = Math.max(stem.length, other.length);
    const shorter = Math.min(stem.length, other.length);
    // "hypermob" and "hyperhidrosis" share only a prefix; "abdomen" and "abdomin" share a root.
    if (other !== stem && shared >= shorter - 3 && shared >= (2 * longer) / 3) related.push(other);
  }
  return related;
}

/** Everything a query word may be while it is still being typed. */
function prefixStems(index: SearchIndex, aids: AidTable, typed: string, slot: Map<number, number>) {
  const start = firstAtLeast(index.surfaces, typed, identity);
  const matches: number[] = [];
  for (let i = start; i < index.surfaces.length; i += 1) {
    if (!(index.surfaces[i] as string).startsWith(typed)) break;
    matches.push(i);
  }
  matches.sort((a, b) => (index.surfaceCount[b] as number) - (index.surfaceCount[a] as number));
  for (const i of matches.slice(0, completionsFor(typed))) {
    add(slot, index.surfaceStem[i], MATCH.prefix);
  }
  const sorted = aids.sortedWords;
  for (
    let i = firstAtLeast(sorted, typed, (entry) => entry.word.surface);
    i < sorted.length;
    i += 1
  ) {
    const { word } = sorted[i] as { word: Word };
    if (!word.surface.startsWith(typed)) break;
    if (word.surface === typed) continue;
    for (const alternative of aids.wordAlternatives.get(word.stem) ?? []) {
      add(slot, index.stemId.get(alternative), MATCH.prefix * MATCH.aid);
    }
  }
  return matches.length > 0;
}

function slotOf(
  index: SearchIndex,
  aids: AidTable,
  candidates: Candidate[],
  typed: string | null,
): Slot {
  const stems = new Map<number, number>();
  for (const { word, quality } of candidates) {
    add(stems, index.stemId.get(word.stem), quality);
    for (const alternative of aids.wordAlternatives.get(word.stem) ?? []) {
      add(stems, index.stemId.get(alternative), quality * MATCH.aid);
    }
    for (const related of relatedForms(index, word.stem)) {
      add(stems, index.stemId.get(related), quality * MATCH.relatedForm);
    }
  }
  if (typed) prefixStems(index, aids, typed, stems);
  let weight = 0;
  for (const [stem, quality] of stems) {
    if (quality >= MATCH.prefix) weight = Math.max(weight, index.idf[stem] as number);
  }
  return { stems, weight: weight || DEFAULT_WEIGHT };
}

/** The words of a query, each with the readings a typing error allows. */
function candidatesOf(index: SearchIndex, aids: AidTable, words: Word[], typingLast: boolean) {
  return words.map((word, i): Candidate[] => {
    const typing = typingLast && i === words.length - 1;
    if (isKnown(index, aids, word)) return [{ word, quality: 1 }];
    // A word being typed is first read as a beginning; typing errors only when nothing begins so.
    const next = index.surfaces[firstAtLeast(index.surfaces, word.surface, identity)];
    if (typing && next?.startsWith(word.surface)) return [{ word, quality: 1 }];
    return [{ word, quality: 1 }, ...corrections(index, aids, word, typing)];
  });
}

/** The word an everyday phrase is looked up by: as typed, or its best correction. */
function primaryOf(index: SearchIndex, aids: AidTable, list: Candidate[]): Word {
  const [typed, corrected] = list as [Candidate, Candidate?];
  return corrected && !isKnown(index, aids, typed.word) ? corrected.word : typed.word;
}

/** A phrase that ends with the word being typed: "water on the bra" may be "water on the brain". */
function phraseBeingTyped(aids: AidTable, words: Word[], typed: string) {
  if (typed.length < 3) return null;
  for (const key of aids.phraseKeys) {
    const length = key.words.length;
    if (length === 0 || length > words.length) continue;
    const start = words.length - length;
    const last = key.words[length - 1] as Word;
    if (!last.surface.startsWith(typed) || last.surface === typed) continue;
    if (key.words.slice(0, -1).every((word, k) => word.stem === words[start + k]?.stem)) {
      return [start, length, key.meanings] as const;
    }
  }
  return null;
}

/** Everyday phrases of the query ("throw up"), longest first, as [start, length, meanings]. */
function phrasesOf(aids: AidTable, words: Word[], typed: string | null) {
  const found: [start: number, length: number, meanings: Word[][]][] = [];
  for (let start = 0; start < words.length; ) {
    let matched = 0;
    for (
      let length = Math.min(aids.longestPhrase, words.length - start);
      length >= 1;
      length -= 1
    ) {
      const stems = words.slice(start, start + length).map((word) => word.stem);
      // "pain head" (a translated "dolor de cabeza") is "head pain".
      const meanings =
        aids.phrases.get(stems.join(' ')) ??
        (length === 2 ? aids.phrases.get([...stems].reverse().join(' ')) : undefined);
      if (meanings) {
        found.push([start, length, meanings]);
        matched = length;
        break;
      }
    }
    start += Math.max(matched, 1);
  }
  const typing = typed ? phraseBeingTyped(aids, words, typed) : null;
  // Only when no phrase found above already covers its beginning.
  if (typing && !found.some(([start, length]) => start + length > typing[0])) {
    found.push([typing[0], typing[1], typing[2]]);
  }
  return found;
}

/** A query's words: fillers apart, each other word with its candidates. */
interface QueryWords {
  /** Every word (fillers included), as everyday phrases are looked up. */
  primary: Word[];
  /** Candidates of each word; null for a filler. */
  candidates: (Candidate[] | null)[];
}

/**
 * The readings of a query: as typed (each word with its plurals, forms, everyday meanings,
 * typing errors and, for the word still being typed, its completions; fillers left out), and
 * with each everyday phrase (fillers may belong to one) replaced by what it means.
 */
function readingsOf(
  index: SearchIndex,
  aids: AidTable,
  words: QueryWords,
  typedPrefix: string | null,
): Reading[] {
  const last = words.candidates.length - 1;
  const slots = words.candidates.map((list, i) =>
    list ? slotOf(index, aids, list, i === last ? typedPrefix : null) : null,
  );
  const readings: Reading[] = [slots.filter((slot): slot is Slot => slot !== null)];
  const phrases = phrasesOf(aids, words.primary, typedPrefix);
  const variants = Math.max(0, ...phrases.map(([, , meanings]) => meanings.length));
  for (let variant = 0; variant < Math.min(variants, MAX_READINGS - 1); variant += 1) {
    const reading: Reading = [];
    let next = 0;
    const keep = (until: number) => {
      for (; next < until; next += 1) if (slots[next]) reading.push(slots[next] as Slot);
    };
    for (const [start, length, meanings] of phrases) {
      keep(start);
      const meaning = meanings[Math.min(variant, meanings.length - 1)] ?? [];
      for (const word of meaning) {
        reading.push(slotOf(index, aids, [{ word, quality: MATCH.aid }], null));
      }
      next = start + length;
    }
    keep(slots.length);
    readings.push(reading);
  }
  return readings.filter((reading) => reading.length > 0);
}

/** Where the last word of a query is still being typed, what has been typed of it. */
function typedPrefixOf(text: string, words: QueryWord[]): string | null {
  const last = words.at(-1);
  if (!last || last.filler || /[\s\p{P}]$/u.test(text)) return null;
  return foldText(text).endsWith(last.surface) ? last.surface : null;
}

/** A single letter after other words ("heart s") is a word not typed yet: it waits. */
function withoutStartedWord(words: QueryWord[], typedPrefix: string | null): QueryWord[] {
  const meaningful = words.filter((word) => !word.filler);
  return typedPrefix?.length === 1 && meaningful.length > 1 ? words.slice(0, -1) : words;
}

/** A query read once: its words, the word being typed, each word's candidates (typing errors). */
export interface QueryReading {
  words: QueryWord[];
  typedPrefix: string | null;
  /** Candidates of each word; null for a filler. */
  candidates: (Candidate[] | null)[];
}

export function readQuery(index: SearchIndex, aids: AidTable, text: string): QueryReading {
  const all = index.analyser.queryWords(text);
  const started = typedPrefixOf(text, all);
  const words = withoutStartedWord(all, started);
  const typedPrefix = words === all ? started : null;
  const meaningful = candidatesOf(
    index,
    aids,
    words.filter((word) => !word.filler),
    typedPrefix !== null,
  );
  let next = 0;
  const candidates = words.map((word) => (word.filler ? null : (meaningful[next++] ?? null)));
  return { words, typedPrefix, candidates };
}

export function planQuery(index: SearchIndex, aids: AidTable, query: QueryReading): Reading[] {
  const primary = query.words.map((word, i) => {
    const list = query.candidates[i];
    return list ? primaryOf(index, aids, list) : word;
  });
  return readingsOf(index, aids, { primary, candidates: query.candidates }, query.typedPrefix);
}

/** The glossary words that begin with what is being typed ("dorm" may be "dormir"). */
function completions(aids: AidTable, typed: string): Candidate[] {
  const keys = aids.englishKeys;
  const found: Candidate[] = [];
  for (let i = firstAtLeast(keys, typed, (word) => word.surface); i < keys.length; i += 1) {
    const word = keys[i] as Word;
    if (!word.surface.startsWith(typed) || found.length === 8) break;
    if (word.surface !== typed) found.push({ word, quality: MATCH.prefix });
  }
  return found;
}

/**
 * A query in another language read in English, word by word through its glossary (after its own
 * typing errors are corrected), to reach HPO's English labels and plain-language synonyms.
 * A word the glossary lacks is tried as it is: many medical words are spelled alike.
 */
export function planEnglishQuery(
  source: { aids: AidTable },
  english: { index: SearchIndex; aids: AidTable },
  query: QueryReading,
): Reading[] {
  const lists = query.candidates.filter((list): list is Candidate[] => list !== null);
  const candidates = lists.map((list, i) => {
    const typed = i === lists.length - 1 ? query.typedPrefix : null;
    const translated = [...list, ...(typed ? completions(source.aids, typed) : [])].flatMap(
      ({ word, quality }) =>
        (source.aids.english.get(word.stem) ?? []).map((target) => ({
          word: target,
          quality: quality * MATCH.aid,
        })),
    );
    const [first] = list as [Candidate];
    return translated.length
      ? translated
      : [{ word: english.index.analyser.word(first.word.surface), quality: MATCH.aid }];
  });
  const primary = candidates.map((list) => (list[0] as Candidate).word);
  return readingsOf(english.index, english.aids, { primary, candidates }, null);
}
