import type { Cell, Line } from './layout-types.ts';
import type { PdfPage, PositionedItem } from './pdf-page.ts';
import { mergeWrappedCells } from './text/wrapped-cells.ts';

export type { Cell, Line } from './layout-types.ts';

/** A gap wider than this many font sizes ends a cell. */
export const CELL_GAP_EMS = 1.0;

/**
 * Items on one baseline form a row; `tolerance` is in item heights (OCR word boxes include
 * ascenders and descenders, so OCR rows use a smaller one than PDF font sizes).
 */
export function groupIntoRows(items: PositionedItem[], tolerance = 0.45): PositionedItem[][] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: PositionedItem[][] = [];
  for (const item of sorted) {
    if (item.str.trim() === '') continue;
    const row = rows.at(-1);
    const ref = row?.[0];
    if (row && ref && Math.abs(ref.y - item.y) <= Math.min(ref.height, item.height) * tolerance) {
      row.push(item);
    } else {
      rows.push([item]);
    }
  }
  return rows.map((r) => r.sort((a, b) => a.x - b.x));
}

function rowToCells(row: PositionedItem[]): Cell[] {
  const cells: Cell[] = [];
  let current: Cell | undefined;
  for (const item of row) {
    const em = item.height || 8;
    if (current && item.x - current.right <= em * CELL_GAP_EMS) {
      const gap = item.x - current.right;
      const needsSpace =
        gap > em * 0.12 && !current.text.endsWith(' ') && !item.str.startsWith(' ');
      current.text += (needsSpace ? ' ' : '') + item.str;
      current.right = Math.max(current.right, item.x + item.width);
    } else {
      current = { text: item.str, x: item.x, right: item.x + item.width };
      cells.push(current);
    }
  }
  return cells
    .map((c) => ({ ...c, text: c.text.replace(/\s+/g, ' ').trim() }))
    .filter((c) => c.text.length > 0);
}

/** A row's horizontal extent, read once: findGutter tries ~120 positions on every row. */
interface RowSpan {
  /** Left and right edge of each item, in pairs. */
  edges: number[];
  /** The leftmost right edge and the rightmost left edge (NaN edges never count). */
  minRight: number;
  maxLeft: number;
}

function rowSpan(row: PositionedItem[]): RowSpan {
  const edges: number[] = [];
  let minRight = Number.POSITIVE_INFINITY;
  let maxLeft = Number.NEGATIVE_INFINITY;
  for (const item of row) {
    const right = item.x + item.width;
    edges.push(item.x, right);
    if (right < minRight) minRight = right;
    if (item.x > maxLeft) maxLeft = item.x;
  }
  return { edges, minRight, maxLeft };
}

function crosses(span: RowSpan, gx: number): boolean {
  const { edges } = span;
  for (let k = 0; k < edges.length; k += 2) {
    if ((edges[k] as number) < gx - 1 && (edges[k + 1] as number) > gx + 1) return true;
  }
  return false;
}

/** Rows with text on both sides of a table's column gap, at least (sidebars: 16-33 %). */
const TABLE_ROWS_SHARE = 0.55;

/**
 * Finds a vertical gutter that splits the page into a sidebar and a main column:
 * an x position that almost no row crosses while many rows have text on both sides.
 */
function findGutter(rows: PositionedItem[][], pageWidth: number): number | undefined {
  if (rows.length < 12) return undefined;
  const spans = rows.map(rowSpan);
  let best: { x: number; score: number } | undefined;
  for (let gx = pageWidth * 0.15; gx <= pageWidth * 0.55; gx += 2) {
    let crossing = 0;
    let left = 0;
    let right = 0;
    for (const span of spans) {
      if (crosses(span, gx)) crossing++;
      if (span.minRight <= gx) left++;
      if (span.maxLeft >= gx) right++;
    }
    const score = Math.min(left, right);
    if (crossing / rows.length > 0.12 || score < rows.length * 0.25) continue;
    if (!best || score > best.score) best = { x: gx, score };
  }
  if (best && isTableGap(spans, best.x)) return undefined;
  return best?.x;
}

/**
 * A gap most rows have text on both sides of is a gap between a table's columns, not a
 * sidebar's gutter: splitting there would part each row from its phenotype or comment.
 */
function isTableGap(spans: RowSpan[], gx: number): boolean {
  const both = spans.filter((s) => s.minRight <= gx && s.maxLeft >= gx).length;
  return both >= spans.length * TABLE_ROWS_SHARE;
}

function splitRowsAtGutter(rows: PositionedItem[][], gutter: number): PositionedItem[][][] {
  const left: PositionedItem[][] = [];
  const right: PositionedItem[][] = [];
  for (const row of rows) {
    const crosses = row.some((i) => i.x < gutter - 1 && i.x + i.width > gutter + 1);
    if (crosses) {
      // a full-width row (page header or footer) keeps its own place in the main column
      right.push(row);
      continue;
    }
    const l = row.filter((i) => i.x + i.width <= gutter + 1);
    const r = row.filter((i) => i.x + i.width > gutter + 1);
    if (l.length) left.push(l);
    if (r.length) right.push(r);
  }
  return [right, left];
}

/** One column's rows, top to bottom, as lines of cells with wrapped cells put back. */
function columnLines(column: PositionedItem[][], page: number): Line[] {
  const lines: Line[] = [];
  for (const row of column) {
    const cells = rowToCells(row);
    if (!cells.length) continue;
    const y = row[0]?.y ?? 0;
    const height = Math.max(...row.map((i) => i.height || 8));
    lines.push({ cells, y, height, page, gapBefore: 0 });
  }
  const merged = mergeWrappedCells(lines);
  merged.forEach((line, i) => {
    const prev = merged[i - 1];
    line.gapBefore = prev ? (prev.y - line.y) / Math.max(prev.height, line.height) : 99;
  });
  return merged;
}

/**
 * Lines of one page from rows of positioned items (y grows upwards): a sidebar split off at a
 * gutter, then each column top to bottom. PDF text and OCR words both come through here.
 */
export function layoutRows(
  rows: PositionedItem[][],
  pageWidth: number,
  page: number,
  opts: { columns?: boolean } = {},
): Line[] {
  const gutter = opts.columns === false ? undefined : findGutter(rows, pageWidth);
  const columns = gutter === undefined ? [rows] : splitRowsAtGutter(rows, gutter);
  return columns.flatMap((column) => columnLines(column, page));
}

export function layoutPages(pages: PdfPage[]): Line[] {
  return pages.flatMap((page, pageIndex) =>
    layoutRows(groupIntoRows(page.items), page.width, pageIndex),
  );
}

export function lineText(line: Line): string {
  return line.cells.map((c) => c.text).join('   ');
}
