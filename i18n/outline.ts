import { isMessage } from './message.ts';

/** The `other` option of a plural or select argument's body ("n, plural, one {...} other {...}"). */
function otherOption(body: string): string | null {
  const at = body.search(/\bother\s*\{/);
  if (at < 0) return null;
  const open = body.indexOf('{', at);
  const close = matchingBrace(body, open);
  return close < 0 ? null : body.slice(open + 1, close);
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

function outlineSource(source: string, inPlural: boolean): string {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === '#' && inPlural) {
      out += '…';
      continue;
    }
    if (char !== '{') {
      out += char;
      continue;
    }
    const close = matchingBrace(source, i);
    if (close < 0) return out + source.slice(i);
    const body = source.slice(i + 1, close);
    const kind = body.split(',')[1]?.trim();
    const other = kind === 'plural' || kind === 'select' ? otherOption(body) : null;
    out += other === null ? '…' : outlineSource(other, kind === 'plural');
    i = close;
  }
  return out;
}

/**
 * A declared message's English as the statechart diagrams and the flow viewer print it: a value
 * given at run time reads "…", a plural or a choice its general form ("Found … genetic variants
 * in your report."). Plain strings as they are.
 */
export function outlineText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (!isMessage(value)) return null;
  return value.defaultMessage === undefined ? value.id : outlineSource(value.defaultMessage, false);
}
