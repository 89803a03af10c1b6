import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

export type CompiledCatalogue = Record<string, MessageFormatElement[]>;

/**
 * Each message parsed once, at build time (what `formatjs compile --ast` does): the browser then
 * formats the syntax tree and ships without the ICU parser. A message that does not parse fails
 * the build, naming its id.
 */
export function compileCatalogue(messages: Record<string, string>): CompiledCatalogue {
  const compiled: CompiledCatalogue = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      compiled[id] = parse(message, { requiresOtherClause: true });
    } catch (error) {
      throw new Error(`Message ${id} is not a valid ICU message: ${(error as Error).message}`);
    }
  }
  return compiled;
}

/**
 * Pseudo-locales for development and the pseudo-locale test (docs/i18n.md): the English catalogue
 * with every letter the patient would read replaced. `en-XA` accents each letter and brackets
 * each message, so text that did not come through the catalogue stands out as plain ASCII; `en-XB`
 * wraps each message in right-to-left override marks, to look at the app mirrored.
 */
export const pseudoLocales = ['en-XA', 'en-XB'] as const;
export type PseudoLocale = (typeof pseudoLocales)[number];

const accented: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ'][index] ?? letter,
  ]),
);

const accent = (text: string) => [...text].map((char) => accented[char] ?? char).join('');

function mapLiterals(
  elements: MessageFormatElement[],
  transform: (text: string) => string,
): MessageFormatElement[] {
  return elements.map((element) => {
    switch (element.type) {
      case TYPE.literal:
        return { ...element, value: transform(element.value) };
      case TYPE.plural:
      case TYPE.select:
        return {
          ...element,
          options: Object.fromEntries(
            Object.entries(element.options).map(([key, option]) => [
              key,
              { ...option, value: mapLiterals(option.value, transform) },
            ]),
          ),
        };
      case TYPE.tag:
        return { ...element, children: mapLiterals(element.children, transform) };
      default:
        return element;
    }
  });
}

const literal = (value: string): MessageFormatElement => ({ type: TYPE.literal, value });

export function pseudoCatalogue(
  english: CompiledCatalogue,
  locale: PseudoLocale,
): CompiledCatalogue {
  const [open, close, transform] =
    locale === 'en-XA' ? ['[', ']', accent] : ['\u202e', '\u202c', (text: string) => text];
  return Object.fromEntries(
    Object.entries(english).map(([id, elements]) => [
      id,
      [literal(open), ...mapLiterals(elements, transform), literal(close)],
    ]),
  );
}
