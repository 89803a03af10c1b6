const ENTITY = /&(lt|gt|amp|quot|apos|#\d+|#x[\da-f]+);/gi;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function character(whole: string, name: string): string {
  const lower = name.toLowerCase();
  const named = NAMED[lower];
  if (named) return named;
  const code = lower.startsWith('#x')
    ? Number.parseInt(lower.slice(2), 16)
    : Number(lower.slice(1));
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff
    ? String.fromCodePoint(code)
    : whole;
}

/** The text of an XML element's content: tags (Poppler's <b>, <i>, <a>) dropped, entities read. */
export function decodeXmlText(markup: string): string {
  return markup.replace(/<[^>]*>/g, '').replace(ENTITY, character);
}
