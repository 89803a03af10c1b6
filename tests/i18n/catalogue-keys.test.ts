import { parse } from '@formatjs/icu-messageformat-parser';
import { isStructurallySame } from '@formatjs/icu-messageformat-parser/manipulator.js';
import { supportedLocales } from '@i18n/locales';
import { describe, expect, it } from 'vitest';
import {
  type Catalogue,
  catalogueFiles,
  catalogueText,
  englishCatalogueFile,
  extractMessages,
  readCatalogue,
} from '../../scripts/lib/i18n/extract-messages';

const english = readCatalogue(englishCatalogueFile);
const locales = [...catalogueFiles().keys()].sort();

/** The ids one catalogue lacks, and those it has that English does not. */
function keyDifferences(catalogue: Catalogue) {
  return {
    missing: Object.keys(english).filter((id) => !(id in catalogue)),
    extra: Object.keys(catalogue).filter((id) => !(id in english)),
  };
}

describe('the message catalogues (i18n/catalogue)', () => {
  it('English is exactly what the code declares (npm run i18n:extract)', () => {
    expect(catalogueText(readCatalogue(englishCatalogueFile))).toBe(
      catalogueText(extractMessages()),
    );
  }, 60_000);

  it('there is one catalogue per supported language, and only those', () => {
    expect(locales).toEqual([...supportedLocales].sort());
  });

  it.each(locales)('%s has every message of English and no other', (locale) => {
    const file = catalogueFiles().get(locale) as string;
    expect(keyDifferences(readCatalogue(file))).toEqual({ missing: [], extra: [] });
  });

  it.each(locales)('%s: every message is ICU and has the placeholders of English', (locale) => {
    const catalogue = readCatalogue(catalogueFiles().get(locale) as string);
    const problems: string[] = [];
    for (const [id, message] of Object.entries(catalogue)) {
      try {
        const same = isStructurallySame(
          parse(english[id] ?? '', { requiresOtherClause: true }),
          parse(message, { requiresOtherClause: true }),
        );
        if (!same.success) problems.push(`${id}: ${same.error?.message}`);
      } catch (error) {
        problems.push(`${id}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('catches a missing and an extra key (the check can fail)', () => {
    const [first, ...rest] = Object.entries(english);
    const broken = { ...Object.fromEntries(rest), 'not.in.english': 'x' };
    expect(keyDifferences(broken)).toEqual({ missing: [first?.[0]], extra: ['not.in.english'] });
  });
});
