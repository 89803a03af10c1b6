import { readHpoTerms } from '../../server/phenotypes/hpo-terms.ts';
import { foldText } from '../../server/phenotypes/word-forms.ts';

/**
 * The yardstick, for comparison only: a plain prefix match over the published labels
 * and plain-language synonyms (Spanish: labels). A name matches when every query word begins one
 * of its words; shorter names first. No word forms, typing errors, fillers or everyday words.
 */
let names: { en: [string, string[]][]; es: [string, string[]][] } | null = null;

function namesOf(lang: 'en' | 'es') {
  if (!names) {
    const terms = readHpoTerms();
    const en: [string, string[]][] = [];
    const es: [string, string[]][] = [];
    terms.ids.forEach((id, i) => {
      if (terms.obsolete[i]) return;
      for (const name of [terms.english[i] ?? '', ...(terms.laySynonyms[i] ?? [])]) {
        en.push([id, foldText(name).split(' ')]);
      }
      es.push([id, foldText(terms.spanish[i] ?? '').split(' ')]);
    });
    names = { en, es };
  }
  return names[lang];
}

export function plainPrefixSearch(query: string, lang: 'en' | 'es', limit: number): string[] {
  const words = foldText(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const hits = namesOf(lang)
    .filter(([, nameWords]) => words.every((w) => nameWords.some((n) => n.startsWith(w))))
    .sort((a, b) => a[1].length - b[1].length);
  const ids: string[] = [];
  for (const [id] of hits) {
    if (!ids.includes(id)) ids.push(id);
    if (ids.length === limit) break;
  }
  return ids;
}
