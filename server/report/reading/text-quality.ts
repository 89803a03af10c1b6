import { englishWords } from './word-list.ts';

/** What a reading's text says about itself: how much of it is words. */
export interface TextQuality {
  /** Characters other than white space. */
  chars: number;
  /** Alphabetic tokens of three letters or more. */
  tokens: number;
  /** Of those, the share that are English words (0 when there is none). */
  wordRate: number;
  /** How many distinct English words of four letters or more the text holds. */
  realWords: number;
}

const TOKEN = /[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]/g;

/**
 * Dictionary-word rate: OCR of a blurred or tiny page gives letter soup ("Tne resuit wns
 * posltve"), a good reading gives words. Tokens touching digits (gene symbols, HGVS) are left
 * out; a capitalised or upper-case word counts by its lower case.
 */
export function textQuality(text: string): TextQuality {
  const dict = englishWords();
  let tokens = 0;
  let hits = 0;
  const real = new Set<string>();
  for (const line of text.split('\n')) {
    for (const raw of line.split(/\s+/)) {
      if (/\d/.test(raw)) continue;
      for (const m of raw.matchAll(TOKEN)) {
        const word = m[0].toLowerCase().replace(/['’]s$/, '');
        if (word.length < 3) continue;
        tokens++;
        const known = word.split('-').every((part) => part.length < 2 || dict.has(part));
        if (known) {
          hits++;
          if (word.length >= 4) real.add(word);
        }
      }
    }
  }
  return {
    chars: text.replace(/\s/g, '').length,
    tokens,
    wordRate: tokens ? hits / tokens : 0,
    realWords: real.size,
  };
}
