import { createIntl } from 'react-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/lib/i18n/catalogues';
import { formatAppointment, formatDateTime } from '@/lib/i18n/dates';
import { intlFor } from '@/lib/i18n/intl';

/**
 * Dates, times, numbers and plurals in the patient's language (issue 28): the spec's "December 3,
 * 2026 at 10:30 AM EST" and its Spanish and Arabic equivalents, in a Michigan time zone.
 */
const inDetroit = (locale: string) =>
  createIntl({ locale: intlFor(locale).locale, timeZone: 'America/Detroit', messages: {} });

// 10:30 in Detroit on December 3, 2026 (EST, UTC-5).
const appointment = '2026-12-03T15:30:00Z';

beforeAll(async () => {
  for (const locale of ['en', 'es', 'ar']) await loadCatalogue(locale);
});

describe('dates and numbers in the patient language', () => {
  it('an appointment with its zone, in English, Spanish and Arabic', () => {
    const when = (locale: string) => formatAppointment(inDetroit(locale), appointment);
    expect(when('en')).toBe('December 3, 2026 at 10:30 AM EST');
    expect(when('es')).toBe('3 de diciembre de 2026 a las 10:30 a.m. EST');
    expect(when('ar')).toBe('3 ديسمبر 2026 في 10:30 ص غرينتش-5');
  });

  it('Arabic has its six plural forms, Spanish and English two', () => {
    const categories = (locale: string) =>
      new Intl.PluralRules(intlFor(locale).locale).resolvedOptions().pluralCategories.sort();
    expect(categories('ar')).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
    // A catalogue message with Arabic's six forms, as the Arabic catalogue writes plurals.
    const arabic = createIntl({
      locale: intlFor('ar').locale,
      messages: {
        found: '{n, plural, zero {zero} one {one} two {two} few {few} many {many} other {other}}',
      },
    });
    const forms = [0, 1, 2, 3, 11, 100].map((n) => arabic.formatMessage({ id: 'found' }, { n }));
    expect(forms).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
  });

  it('a date and time in Spanish is not the English one', () => {
    const date = new Date(2026, 2, 4, 15, 30);
    expect(formatDateTime(intlFor('es'), date)).toMatch(
      /^4 de marzo de 2026 a las 3:30 p\.\s?m\.$/,
    );
    expect(formatDateTime(intlFor('en'), date)).toBe('March 4, 2026 at 3:30 PM');
  });
});
