import { type LanguageAids, searchAids } from './search-aids.ts';

export type SearchLanguage = 'en' | 'es';

/** Lower case, accents and punctuation gone: "Café-au-lait" is "cafe au lait". */
export function foldText(text: string): string {
  // Most text is plain ASCII: it needs neither Unicode normalisation nor Unicode classes.
  if (/^[\x20-\x7e]*$/.test(text)) {
    return text
      .toLowerCase()
      .replace(/['`]/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  }
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/['’‘`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const ENGLISH_KEEP_S = /(ss|us|is|ys|as|os)$/;
const ENGLISH_SUFFIXES: readonly (readonly [suffix: string, replacement: string])[] = [
  ['iness', 'y'],
  ['ness', ''],
  ['ibility', 'ibil'],
  ['ability', 'abil'],
  ['ility', 'il'],
  ['ity', ''],
  ['ation', 'at'],
  ['ingly', ''],
  ['ing', ''],
  ['ied', 'y'],
  ['ed', ''],
  ['ily', 'y'],
  ['ly', ''],
];
const VOWEL = /[aeiou]/;

/** English word forms to one stem: "seizures", "seizure"; "droopy", "drooping"; "bruising", "bruise". */
export function englishStem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let stem = word;
  if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (/(x|ch|sh|ss|zz)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.endsWith('s') && !ENGLISH_KEEP_S.test(stem)) stem = stem.slice(0, -1);
  // Twice, so "tiredness" reaches "tired" and then "tir", like "tired" itself.
  for (let pass = 0; pass < 2; pass += 1) {
    const rule = ENGLISH_SUFFIXES.find(([suffix]) => {
      const base = stem.slice(0, -suffix.length);
      return stem.endsWith(suffix) && base.length >= 3 && VOWEL.test(base);
    });
    if (!rule) break;
    stem = stem.slice(0, -rule[0].length) + rule[1];
  }
  // "stopp" (from "stopping") is "stop"; "swell" and "stiff" keep their pair.
  if (/([bdgkmnprt])\1$/.test(stem)) stem = stem.slice(0, -1);
  stem = stem.replace(/(i|a)ble$/, '$1bil');
  // "developmental" is "development", "behavioral" "behavior"; short ones ("renal") stay.
  if (stem.endsWith('al') && stem.length >= 8) stem = stem.slice(0, -2);
  if (stem.endsWith('e') && stem.length > 3) stem = stem.slice(0, -1);
  if (/[^aeiou]y$/.test(stem) && stem.length > 3) stem = stem.slice(0, -1);
  return stem;
}

/** Spanish number and gender to one stem: "convulsiones", "convulsión"; "hinchada", "hinchado". */
export function spanishStem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let stem = word;
  if (stem.endsWith('ces')) stem = `${stem.slice(0, -3)}z`;
  else if (/[lrndzjy]es$/.test(stem)) stem = stem.slice(0, -2);
  else if (/[aeou]s$/.test(stem)) stem = stem.slice(0, -1);
  if (/[aeo]$/.test(stem) && stem.length >= 5) stem = stem.slice(0, -1);
  return stem;
}

/** A word of a query or a name: as written (folded) and its stem. */
export interface Word {
  surface: string;
  stem: string;
}

/** A word of a query; fillers ("my", "all the time") only count inside everyday phrases. */
export interface QueryWord extends Word {
  filler: boolean;
}

export interface Analyser {
  language: SearchLanguage;
  aids: LanguageAids;
  /** The words of a published name: grammar words dropped, spellings folded. */
  nameWords(text: string): Word[];
  /** The words of a query, grammar words dropped, fillers marked (unless nothing else is left). */
  queryWords(text: string): QueryWord[];
  word(surface: string): Word;
}

/** Words dropped from names and queries alike: they never tell two terms apart. */
const GRAMMAR: Record<SearchLanguage, readonly string[]> = {
  en: [
    'a',
    'an',
    'the',
    'and',
    'or',
    'of',
    'in',
    'on',
    'at',
    'to',
    'for',
    'from',
    'by',
    'with',
    'as',
    'into',
    'due',
  ],
  es: [
    'el',
    'la',
    'los',
    'las',
    'un',
    'una',
    'unos',
    'unas',
    'de',
    'del',
    'al',
    'a',
    'en',
    'y',
    'e',
    'o',
    'u',
    'con',
    'por',
    'para',
    'que',
    'su',
    'sus',
    'lo',
  ],
};

export function createAnalyser(language: SearchLanguage): Analyser {
  const aids = searchAids[language];
  const stemOf = language === 'en' ? englishStem : spanishStem;
  const grammar = new Set(GRAMMAR[language]);
  const fillers = new Set([...aids.fillerWords.map(foldText), ...grammar]);
  const fillerPhrases = aids.fillerPhrases.map((phrase) => foldText(phrase).split(' '));
  const irregular = new Map(Object.entries(aids.irregularForms));
  const spellings = aids.spellings.length
    ? {
        pattern: new RegExp(aids.spellings.map(([from]) => from).join('|'), 'g'),
        to: new Map(aids.spellings.map(([from, to]) => [from, to])),
      }
    : null;

  const word = (folded: string): Word => {
    const spelled = spellings
      ? folded.replace(spellings.pattern, (found) => spellings.to.get(found) ?? found)
      : folded;
    const surface = irregular.get(spelled) ?? spelled;
    return { surface, stem: stemOf(surface) };
  };
  const split = (text: string) => foldText(text).split(' ').filter(Boolean);

  /** Which words are fillers: the words of a filler phrase, and filler words. */
  const fillerFlags = (words: string[]) => {
    const flags = words.map((w) => fillers.has(w));
    for (let i = 0; i < words.length; i += 1) {
      const phrase = fillerPhrases.find((p) => p.every((w, k) => words[i + k] === w));
      if (phrase)
        phrase.forEach((_, k) => {
          flags[i + k] = true;
        });
    }
    return flags;
  };

  return {
    language,
    aids,
    word,
    nameWords: (text) =>
      split(text)
        .filter((w) => !grammar.has(w))
        .map(word),
    queryWords: (text) => {
      const all = split(text);
      const flags = fillerFlags(all);
      // "a lot" alone is still searched for; "the of and" has nothing to search.
      const onlyFillers = flags.every(Boolean);
      return all
        .map((w, i) => ({ ...word(w), filler: !onlyFillers && (flags[i] as boolean) }))
        .filter((_, i) => !grammar.has(all[i] as string));
    },
  };
}
