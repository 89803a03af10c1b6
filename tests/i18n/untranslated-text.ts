/**
 * Text on screen that did not come through the message catalogue, found by rendering in the
 * `en-XA` pseudo-locale (scripts/lib/i18n/compile-catalogue.ts): there every letter of every
 * catalogue message is accented, so a plain-ASCII word left on screen was written somewhere
 * else. What the patient or the server gave (names, emails, answers, variants) is `data`; text
 * meant to stay as written is marked in the page itself: `translate="no"` (the product's name,
 * initials) or its own `lang` (each language's name in the language menu).
 */
const attributes = [
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'aria-valuetext',
  'aria-description',
];

function keptAsWritten(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.getAttribute('translate') === 'no') return true;
    if (node.hasAttribute('lang') && node !== document.documentElement) return true;
  }
  return false;
}

export function textsOf(root: Element): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.currentNode; node; node = walker.nextNode() as Node) {
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE'].includes(parent.tagName)) continue;
      if (keptAsWritten(parent)) continue;
      texts.push(node.textContent ?? '');
    } else if (node instanceof Element && !keptAsWritten(node)) {
      for (const name of attributes) {
        const value = node.getAttribute(name);
        if (value) texts.push(value);
      }
    }
  }
  return texts;
}

/** Words of two or more plain letters left once the data is taken out. */
export function untranslatedText(root: Element, data: readonly string[]): string[] {
  const found = new Set<string>();
  const byLength = [...data].sort((a, b) => b.length - a.length);
  for (const text of textsOf(root)) {
    let rest = text;
    for (const value of byLength) if (value) rest = rest.split(value).join(' ');
    if (/[A-Za-z]{2,}/.test(rest)) found.add(text.trim());
  }
  return [...found];
}
