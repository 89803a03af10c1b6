import { expect, type Locator } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Fails when the two visible elements share any pixel on screen. Both boxes are read at the same
 * moment, again until both elements are on screen: a page may swap its pending frame for its
 * content (the dashboard's greeting) between two reads.
 */
export async function expectNoOverlap(a: Locator, b: Locator, what: string): Promise<void> {
  let boxes: (Box | null)[] = [];
  await expect
    .poll(
      async () => {
        boxes = await Promise.all([a.boundingBox(), b.boundingBox()]);
        return boxes.map((box) => box !== null);
      },
      { message: `${what}: both elements on screen` },
    )
    .toEqual([true, true]);
  expect(overlaps(boxes[0] as Box, boxes[1] as Box), `${what} overlap`).toBe(false);
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
