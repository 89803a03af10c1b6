import { expect, type Locator } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Fails when the two visible elements share any pixel on screen. */
export async function expectNoOverlap(a: Locator, b: Locator, what: string): Promise<void> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  expect(boxA, `${what}: first element has no box`).not.toBeNull();
  expect(boxB, `${what}: second element has no box`).not.toBeNull();
  expect(overlaps(boxA as Box, boxB as Box), `${what} overlap`).toBe(false);
}

function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG contrast ratio of an element's text colour on its own background colour. */
export async function textContrast(element: Locator): Promise<number> {
  const { color, background } = await element.evaluate((el) => {
    const style = getComputedStyle(el);
    return { color: style.color, background: style.backgroundColor };
  });
  const [light, dark] = [luminance(color), luminance(background)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
