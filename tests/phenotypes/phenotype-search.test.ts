import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hpoRelease } from '@contract/phenotypes/hpo-release';
import { describe, expect, it } from 'vitest';
import { typingDistance } from '../../server/phenotypes/edit-distance.ts';
import { isReleaseTerm, phenotypeLabel, searchPhenotypes } from '../../server/phenotypes/index.ts';
import { searchAids } from '../../server/phenotypes/search-aids.ts';
import { englishStem, foldText, spanishStem } from '../../server/phenotypes/word-forms.ts';

const root = path.resolve(import.meta.dirname, '../..');
const ids = (query: string, lang: 'en' | 'es' = 'en', limit = 8) =>
  searchPhenotypes(query, lang, limit).map((term) => term.id);
const first = (query: string, lang: 'en' | 'es' = 'en') => searchPhenotypes(query, lang, 8)[0];

describe('word forms', () => {
  it.each([
    ['seizures', 'seizure'],
    ['migraines', 'migraine'],
    ['droopy', 'drooping'],
    ['bruising', 'bruised'],
    ['hypermobile', 'hypermobility'],
    ['allergies', 'allergy'],
    ['tiredness', 'tired'],
    ['developmental', 'development'],
  ])('%s and %s share a stem', (a, b) => {
    expect(englishStem(a)).toBe(englishStem(b));
  });

  it('folds accents and punctuation away', () => {
    expect(foldText('Café-au-lait  SPOTS')).toBe('cafe au lait spots');
    expect(foldText('Convulsión')).toBe('convulsion');
    expect(spanishStem('convulsiones')).toBe(spanishStem('convulsion'));
    expect(spanishStem('hinchada')).toBe(spanishStem('hinchado'));
  });

  it('counts typing errors as typists make them (a swap is one)', () => {
    expect(typingDistance('siezures', 'seizures', 2)).toBe(1);
    expect(typingDistance('diarhea', 'diarrhea', 1)).toBe(1);
    expect(typingDistance('cough', 'fatigue', 1)).toBe(2);
  });
});

describe('search that understands patients', () => {
  it.each([
    ['seizures', 'HP:0001250'],
    ['joint pain', 'HP:0002829'],
    ['pain in my joints', 'HP:0002829'],
  ])('an exact or synonym match comes first: %s', (query, id) => {
    expect(ids(query)[0]).toBe(id);
  });

  it('reads any word order', () => {
    expect(ids('pain joint')[0]).toBe('HP:0002829');
    expect(ids('hypermobility joint')[0]).toBe('HP:0001382');
  });

  it('completes the word being typed', () => {
    expect(ids('seiz')[0]).toBe('HP:0001250');
    expect(ids('headac')[0]).toBe('HP:0002315');
    expect(ids('hypermob').slice(0, 3)).toContain('HP:0001382');
  });

  it('reads plurals and simple word forms', () => {
    expect(ids('migraines')[0]).toBe('HP:0002076');
    expect(ids('droopy eyelid').slice(0, 3)).toContain('HP:0000508');
  });

  it('ignores accents', () => {
    expect(ids('cafe au lait spots')[0]).toBe('HP:0000957');
    expect(ids('café au lait spots')[0]).toBe('HP:0000957');
  });

  it('forgives small typing errors', () => {
    expect(ids('siezures')[0]).toBe('HP:0001250');
    expect(ids('diarhea')[0]).toBe('HP:0002014');
    expect(ids('intelectual disabilty')[0]).toBe('HP:0001249');
  });

  it('reads British spellings', () => {
    expect(ids('diarrhoea')[0]).toBe('HP:0002014');
    expect(ids('anaemia')[0]).toBe('HP:0001903');
    expect(ids('oedema')[0]).toBe('HP:0000969');
  });

  it('ignores filler words', () => {
    expect(ids('my son has seizures all the time')[0]).toBe('HP:0001250');
    expect(ids('I get a lot of headaches')[0]).toBe('HP:0002315');
  });

  it('understands everyday words through our aids, and shows the plain synonym that matched', () => {
    expect(ids('tummy ache')[0]).toBe('HP:0002027');
    expect(ids('fits')[0]).toBe('HP:0001250');
    const bendy = first('bendy joints');
    expect(bendy).toMatchObject({ id: 'HP:0001382', label: 'Joint hypermobility' });
    expect(bendy?.matched).toBe('Flexible joints');
  });

  it('ranks a loose match below an exact one', () => {
    expect(ids('febrile seizures')[0]).toBe('HP:0002373');
    const plain = ids('seizures', 'en', 20);
    expect(plain.indexOf('HP:0001250')).toBeLessThan(plain.indexOf('HP:0002373'));
  });

  it('answers Spanish with Spanish labels, through the labels and the English synonyms', () => {
    const convulsions = first('convulsiones', 'es');
    expect(convulsions).toMatchObject({ id: 'HP:0001250', label: 'Convulsiones' });
    expect(ids('dolor de cabeza', 'es')[0]).toBe('HP:0002315');
    expect(ids('dolor en las articulaciones', 'es')[0]).toBe('HP:0002829');
    expect(first('sangre en la orina', 'es')?.label).toBe('Hematuria');
  });

  it('never suggests an obsolete term, and keeps to the limit', () => {
    expect(ids('clitoromegaly', 'en', 20)).not.toContain('HP:0000057');
    expect(ids('pain', 'en', 3)).toHaveLength(3);
    expect(ids('')).toEqual([]);
    expect(ids('the of and')).toEqual([]);
  });
});

describe('the terms as published', () => {
  it('keeps labels and ids unchanged, and answers what exports need', () => {
    expect(phenotypeLabel('HP:0001250')).toBe('Seizures');
    expect(phenotypeLabel('HP:0001250', 'es')).toBe('Convulsiones');
    expect(phenotypeLabel('HP:9999999')).toBeNull();
    expect(isReleaseTerm('HP:0000118')).toBe(true);
    expect(isReleaseTerm('HP:9999999')).toBe(false);
    expect(hpoRelease.attribution).toBe(
      `This product uses the Human Phenotype Ontology (version ${hpoRelease.version}).`,
    );
  });

  it('every suggestion label is the published label of its id', () => {
    for (const query of ['fits', 'tummy ache', 'short', 'heart', 'kidney problems']) {
      for (const term of searchPhenotypes(query, 'en', 8)) {
        expect(term.label).toBe(phenotypeLabel(term.id));
      }
    }
  });

  // The committed file is what `npm run build:hpo` derives; checked where the sources are present.
  const shared = path.resolve(root, '../shared/data/hpo/hp-es.babelon.tsv');
  it.runIf(existsSync(shared))(
    'holds every term of the shared HPO file, labels as published',
    () => {
      const rows = readFileSync(shared, 'utf8').trim().split('\n').slice(1);
      for (const row of rows) {
        const [, , id = '', en = '', , es = ''] = row.split('\t');
        expect(phenotypeLabel(id)).toBe(en.trim());
        expect(phenotypeLabel(id, 'es')).toBe(es.trim());
      }
    },
  );
});

describe('the search aids file', () => {
  it('names no HPO term or id: it only says which words mean the same', () => {
    const text = readFileSync(path.join(root, 'server/phenotypes/search-aids.ts'), 'utf8');
    expect(text).not.toMatch(/HP[:_]\d{7}/);
    for (const language of Object.values(searchAids)) {
      for (const [word, targets] of Object.entries(language.everydayWords)) {
        expect(word).toBe(word.toLowerCase());
        expect(targets.length).toBeGreaterThan(0);
      }
    }
  });
});
