import arabicCatalogue from '@i18n/catalogue/ar.json' with { type: 'json' };
import englishCatalogue from '@i18n/catalogue/en.json' with { type: 'json' };
import spanishCatalogue from '@i18n/catalogue/es.json' with { type: 'json' };
import { english } from '@i18n/english';
import { isMessage, type Message } from '@i18n/message';
import { reportProcessedToast } from '@machines/shared/messages';
import { googleProviderErrorToast } from '@machines/shared/sign-in-messages';
import { describe, expect, it } from 'vitest';
import { catalogueWords } from './support/in-english';

/**
 * Every module of machines/, as the app imports it. The texts they export (toasts, reasons, page
 * titles, field messages) reach the screens as catalogue messages.
 */
const modules = import.meta.glob<Record<string, unknown>>('/machines/**/*.ts', { eager: true });

/** The messages each module exports, found in its exported objects and arrays, with where. */
function exportedMessages(): [string, Message][] {
  const found: [string, Message][] = [];
  for (const [file, exports] of Object.entries(modules)) {
    const seen = new Set<unknown>();
    const walk = (value: unknown, where: string, depth: number) => {
      if (depth > 6 || value === null || typeof value !== 'object' || seen.has(value)) return;
      seen.add(value);
      if (isMessage(value) && typeof value.defaultMessage === 'string') {
        found.push([where, value]);
        return;
      }
      // Machines and actors are walked by their own tests, not here.
      const prototype = Object.getPrototypeOf(value);
      if (prototype !== Object.prototype && prototype !== Array.prototype) return;
      for (const [key, inner] of Object.entries(value)) walk(inner, `${where}.${key}`, depth + 1);
    };
    for (const [name, value] of Object.entries(exports)) walk(value, `${file} ${name}`, 0);
  }
  return found;
}

const messages = exportedMessages();

describe('texts the machines hand the screens, as the browser reads them', () => {
  it('finds the texts of the shared messages, the routes and the recovery pages', () => {
    const files = new Set(messages.map(([where]) => where.split(' ')[0]));
    expect(files).toContain('/machines/shared/sign-in-messages.ts');
    expect(files).toContain('/machines/shared/messages.ts');
    expect(files).toContain('/machines/recovery/failure-text.ts');
    expect(files).toContain('/machines/dashboard/report-page-messages.ts');
    expect(messages.length).toBeGreaterThan(50);
  });

  const once = messages.filter(
    ([, message], index) => messages.findIndex(([, other]) => other === message) === index,
  );

  it.each(once.map(([where, message]) => [where, message] as const))(
    '%s: its id gives the same English in the catalogue, and Spanish and Arabic have it',
    (_, message) => {
      expect(englishCatalogue[message.id as keyof typeof englishCatalogue]).toBe(
        message.defaultMessage,
      );
      expect(spanishCatalogue[message.id as keyof typeof spanishCatalogue]).toBeTruthy();
      expect(arabicCatalogue[message.id as keyof typeof arabicCatalogue]).toBeTruthy();
    },
  );
});

describe('toasts built from what happened, as the browser reads them', () => {
  it.each([
    ['a report read', reportProcessedToast(2)],
    ['an error Google sent back', googleProviderErrorToast('access_denied')],
  ])('%s: title and text are found by their ids', (_, toast) => {
    for (const message of [toast.title, toast.description]) {
      expect(message && catalogueWords(message)).toBe(message && english(message));
    }
    expect(toast.description && catalogueWords(toast.description)).toMatch(
      /2 genetic variants|access_denied/,
    );
  });
});
