/** JavaScript source for plain data (strings, numbers, arrays, objects), laid out for reading. */

const lineWidth = 100;

function quote(text: string): string {
  const escaped = text
    .replaceAll('\\', '\\\\')
    .replaceAll("'", "\\'")
    .replaceAll('\n', '\\n')
    .replaceAll('\r', '\\r');
  return `'${escaped}'`;
}

function key(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) || /^(0|[1-9]\d*)$/.test(name) ? name : quote(name);
}

function inline(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (value === null || typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  const entries = Object.entries(value).map(([name, item]) => `${key(name)}: ${inline(item)}`);
  return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
}

/** The value as source, one entry per line where it does not fit on one line. */
export function sourceOf(value: unknown, indent = ''): string {
  const short = inline(value);
  if (
    value === null ||
    typeof value !== 'object' ||
    indent.length + short.length <= lineWidth - 20
  ) {
    return short;
  }
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    return `[\n${value.map((item) => `${inner}${sourceOf(item, inner)},\n`).join('')}${indent}]`;
  }
  const lines = Object.entries(value).map(
    ([name, item]) => `${inner}${key(name)}: ${sourceOf(item, inner)},\n`,
  );
  return `{\n${lines.join('')}${indent}}`;
}
