import type { Paragraph } from '../document.ts';
import type { VariantGroup } from './group-variants.ts';

/** "Variant 2 of 5" opens the details of one variant. */
const BLOCK_HEADING = /\bVariant\s+\d+\s+of\s+\d+\b/gi;

/**
 * Where the block of the variant at `at` starts in `text`: at the last "Variant N of M" before
 * it (what precedes, OCR's lost full stop notwithstanding, closes the block before).
 */
export function blockStart(text: string, at: number): number {
  const headings = [...text.matchAll(BLOCK_HEADING)].filter((m) => m.index <= at);
  return headings.at(-1)?.index ?? 0;
}

export interface DetailBlock {
  paragraph: Paragraph;
  start: number;
  end: number;
  text: string;
}

/**
 * A paragraph of details cut at each "Variant N of M": the blocks, and what comes before the
 * first heading (the end of a block a page break cut off). None without a heading.
 */
export function detailBlocks(p: Paragraph): DetailBlock[] {
  const starts = [...p.text.matchAll(BLOCK_HEADING)].map((m) => m.index);
  if (starts.length === 0) return [];
  const cuts = [0, ...starts.filter((s) => s > 0), p.text.length];
  return cuts.slice(0, -1).map((start, i) => {
    const end = cuts[i + 1] as number;
    return { paragraph: p, start, end, text: p.text.slice(start, end) };
  });
}

/**
 * The details blocks that speak of one variant only: the group states it there as a finding and
 * no other variant is written in it. Several variants sharing one paragraph of details each get
 * their own block, so its classification is theirs.
 */
export function ownedBlocks(
  paragraphs: Paragraph[],
  groups: VariantGroup[],
): Map<VariantGroup, DetailBlock[]> {
  const owned = new Map<VariantGroup, DetailBlock[]>();
  for (const p of paragraphs) {
    for (const block of detailBlocks(p)) {
      const inside = groups.filter((g) =>
        g.mentions.some(
          (l) => l.paragraph === p && l.mention.start >= block.start && l.mention.start < block.end,
        ),
      );
      const only = inside.length === 1 ? (inside[0] as VariantGroup) : undefined;
      const states = only?.mentions.some(
        (l) =>
          l.role === 'finding' &&
          l.paragraph === p &&
          l.mention.start >= block.start &&
          l.mention.start < block.end,
      );
      if (only && states) owned.set(only, [...(owned.get(only) ?? []), block]);
    }
  }
  return owned;
}
