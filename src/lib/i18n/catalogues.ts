import { catalogueLoaders } from 'virtual:catalogues';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A compiled catalogue: each message id with its ICU syntax tree (docs/i18n.md). */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

const loaded = new Map<string, CompiledMessages>();

/** The languages whose catalogue the app can load (pseudo-locales in development too). */
export function availableLocales(): string[] {
  return Object.keys(catalogueLoaders);
}

/**
 * Downloads a language's catalogue (its own chunk, so a patient downloads only their language)
 * once; later calls get it from memory.
 */
export async function loadCatalogue(locale: string): Promise<CompiledMessages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const loader = (catalogueLoaders as Record<string, () => Promise<CompiledMessages>>)[locale];
  if (!loader) throw new Error(`No catalogue for ${locale}`);
  const messages = await loader();
  loaded.set(locale, messages);
  return messages;
}

/** A catalogue already in memory (every language switch loads it first). */
export function loadedCatalogue(locale: string): CompiledMessages | undefined {
  return loaded.get(locale);
}
