/**
 * Text width estimate for laying out labels before they are drawn (the layout runs in a worker
 * and in tests, where nothing can be measured). Widths are in em of a sans-serif system font;
 * boxes get a little slack, so an estimate a few percent off never clips a label.
 */
const narrow = new Set([..."iljtfI.,:;!|'()[] "]);
const wide = new Set([...'mwMW@']);

export function textWidth(text: string, fontSize: number, bold = false): number {
  let em = 0;
  for (const char of text) {
    if (narrow.has(char)) em += 0.3;
    else if (wide.has(char)) em += 0.86;
    else if (char >= 'A' && char <= 'Z') em += 0.68;
    else em += 0.56;
  }
  return Math.ceil(em * fontSize * (bold ? 1.07 : 1));
}
