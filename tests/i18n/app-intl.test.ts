import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/lib/i18n/catalogues';
import { intlFor } from '@/lib/i18n/intl';
import { readListedFile } from '../support/read-listed-file';

const root = join(import.meta.dirname, '../..');
/** What `intlFor` binds (src/lib/i18n/intl.ts, `AppIntl`). */
const bound = ['locale', 'timeZone', 'messages', 'formatMessage', 'formatDate', 'formatTime'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

interface Element {
  type: number;
  value?: unknown;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
}

/** The arguments a compiled message names (each gets 3: a count for plurals, a number elsewhere). */
function argumentsOf(elements: Element[]): string[] {
  return elements.flatMap((element) => [
    ...(element.type >= 1 && element.type <= 6 ? [String(element.value)] : []),
    ...Object.values(element.options ?? {}).flatMap((option) => argumentsOf(option.value)),
    ...argumentsOf(element.children ?? []),
  ]);
}

describe("the app's formatter (FormatJS's core, three formatters bound)", () => {
  it('is asked only for what it binds, anywhere in src/ (the design system reads it through react-intl)', () => {
    const asked = sources(join(root, 'src')).flatMap((file) =>
      [...readListedFile(file).matchAll(/(?<![\w./-])intl\.(\w+)/g)].map(
        (m) => [relative(root, file), m[1] as string] as const,
      ),
    );
    expect(asked.length).toBeGreaterThan(30);
    expect(asked.filter(([, name]) => !bound.includes(name))).toEqual([]);
  });

  it.each(['en', 'es', 'ar'])(
    '%s: words every message of the catalogue as react-intl does',
    async (locale) => {
      await loadCatalogue(locale);
      const ours = intlFor(locale);
      const theirs = createIntl({ locale: ours.locale, messages: ours.messages });
      const ids = Object.keys(ours.messages);
      expect(ids.length).toBeGreaterThan(300);
      for (const id of ids) {
        const values = Object.fromEntries(
          argumentsOf(ours.messages[id] as unknown as Element[]).map((name) => [name, 3]),
        );
        expect(ours.formatMessage({ id }, values), id).toEqual(
          theirs.formatMessage({ id }, values),
        );
      }
    },
  );

  it('formats dates and times as react-intl does', async () => {
    await loadCatalogue('es');
    const ours = intlFor('es');
    const theirs = createIntl({ locale: ours.locale, messages: {} });
    const at = new Date('2026-12-03T15:30:00Z');
    for (const options of [{ dateStyle: 'long' }, { weekday: 'short' }, { month: 'long' }] as const)
      expect(ours.formatDate(at, options)).toBe(theirs.formatDate(at, options));
    expect(ours.formatTime(at, { timeStyle: 'short' })).toBe(
      theirs.formatTime(at, { timeStyle: 'short' }),
    );
  });
});
