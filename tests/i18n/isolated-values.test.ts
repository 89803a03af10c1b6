import { defineMessage } from '@i18n/message';
import { verbatim } from '@i18n/verbatim';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/lib/i18n/catalogues';
import { formatText } from '@/lib/i18n/format-text';
import { intlFor } from '@/lib/i18n/intl';

/** Values inside a right-to-left sentence keep their own direction (issue 28, docs/i18n.md). */
const heading = defineMessage({
  id: 'summary.heading',
  defaultMessage: 'Pre-visit summary: {name}',
});

beforeAll(async () => {
  for (const locale of ['en', 'ar']) await loadCatalogue(locale);
});

describe('values in a sentence', () => {
  it('are isolated (U+2068...U+2069) in Arabic', () => {
    const text = formatText(intlFor('ar'), heading, { name: 'Pat Doe-6d09d9f7' });
    expect(text).toContain('\u2068Pat Doe-6d09d9f7\u2069');
  });

  it('are not isolated when the message is the value alone (a verbatim text)', () => {
    expect(formatText(intlFor('ar'), verbatim('Dr. Sarah Johnson'))).toBe('Dr. Sarah Johnson');
  });

  it('are left as they are in English', () => {
    expect(formatText(intlFor('en'), heading, { name: 'Pat Doe' })).toBe(
      'Pre-visit summary: Pat Doe',
    );
  });
});
