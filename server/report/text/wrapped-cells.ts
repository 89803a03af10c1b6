import type { Cell, Line } from '../layout-types.ts';

/** A wrapped cell line sits within this many line heights of its row's baseline. */
const MAX_OFFSET_LINES = 1.3;
/** The same for a line under the row's later cells only ("metabolizer" under "Intermediate"). */
const MAX_OFFSET_LINES_OPEN = 1.6;
const MIN_ROW_CELLS = 3;

function overlaps(a: Cell, b: Cell): boolean {
  return a.x < b.right - 0.5 && b.x < a.right - 0.5;
}

/**
 * Every cell of `part` lies in an empty column of `row` (between, before or after its cells),
 * or stacks on exactly one cell of the row that starts where it starts (OCR may already have
 * put the other half of a wrapped cell into the row).
 */
function fitsInGaps(part: Line, row: Line): boolean {
  const em = Math.max(part.height, row.height);
  return part.cells.every((c) => {
    const under = row.cells.filter((r) => overlaps(c, r));
    if (under.length === 0) return true;
    const cell = under[0] as Cell;
    const next = row.cells.find((r) => r.x > cell.x);
    return under.length === 1 && Math.abs(cell.x - c.x) <= em * 0.6 && (!next || c.right <= next.x);
  });
}

function isTableRow(line: Line): boolean {
  return line.cells.length >= MIN_ROW_CELLS;
}

function verticalDistance(a: Line, b: Line): number {
  return Math.abs(a.y - b.y) / Math.max(a.height, b.height);
}

/**
 * Three wrapped cells of one row ("p.Arg456His   benign   DFNA6/14/38"): no change of their own
 * (a second row names its own DNA change or rsID), under a row with more cells.
 */
function mayBeWrappedRow(part: Line): boolean {
  return !part.cells.some((c) => /\b[cgmn]\.\s?[-*]?\d|\brs\d/.test(c.text));
}

/** The row's first cell (its gene) has nothing under it: the line continues that row. */
function leavesFirstColumn(part: Line, row: Line): boolean {
  const first = row.cells[0];
  return !!first && !part.cells.some((c) => overlaps(c, first));
}

/** The table row a short line belongs to, if it is a wrapped piece of that row's cells. */
function ownerRow(lines: Line[], i: number): number | undefined {
  const part = lines[i] as Line;
  const wide = isTableRow(part) || part.cells.length > 2;
  if (wide && !mayBeWrappedRow(part)) return undefined;
  let best: { index: number; distance: number; cells: number } | undefined;
  for (const j of [i - 2, i - 1, i + 1, i + 2]) {
    const row = lines[j];
    if (!row || row.page !== part.page || !isTableRow(row) || !fitsInGaps(part, row)) continue;
    if (wide && !(row.cells.length > part.cells.length && leavesFirstColumn(part, row))) continue;
    const distance = verticalDistance(part, row);
    if (distance > MAX_OFFSET_LINES_OPEN) continue;
    // looser line spacing (1.4-1.6) only for lines that leave the row's first cell empty
    if (distance > MAX_OFFSET_LINES && !leavesFirstColumn(part, row)) continue;
    const better =
      !best ||
      distance < best.distance - 0.05 ||
      (Math.abs(distance - best.distance) <= 0.05 && row.cells.length > best.cells);
    if (better) best = { index: j, distance, cells: row.cells.length };
  }
  return best?.index;
}

/** Lines above the row come first within one cell: "c.2645G>A" then "p.(Arg882His)". */
function mergeInto(row: Line, parts: Line[]): Line {
  const pieces = [row, ...parts]
    .flatMap((line) => line.cells.map((cell) => ({ cell, y: line.y })))
    .sort((a, b) => b.y - a.y);
  const columns: { cell: Cell; texts: string[] }[] = [];
  for (const { cell } of pieces) {
    const column = columns.find((c) => overlaps(c.cell, cell));
    if (column) {
      column.texts.push(cell.text);
      column.cell = {
        ...column.cell,
        x: Math.min(column.cell.x, cell.x),
        right: Math.max(column.cell.right, cell.right),
      };
    } else columns.push({ cell, texts: [cell.text] });
  }
  const cells = columns
    .map((c) => ({ ...c.cell, text: c.texts.join(' ') }))
    .sort((a, b) => a.x - b.x);
  return { ...row, cells };
}

/**
 * Table cells that wrap onto two or three lines ("c.2645G>A" above and "p.(Arg882His)" below
 * the row's other cells) are put back into their row, so a row reads as one line of cells.
 * Lines are one column of one page, top to bottom.
 */
export function mergeWrappedCells(lines: Line[]): Line[] {
  const owner = lines.map((_, i) => ownerRow(lines, i));
  const partsOf = new Map<number, Line[]>();
  owner.forEach((o, i) => {
    if (o === undefined || owner[o] !== undefined) return;
    partsOf.set(o, [...(partsOf.get(o) ?? []), lines[i] as Line]);
  });
  const out: Line[] = [];
  lines.forEach((line, i) => {
    const o = owner[i];
    if (o !== undefined && owner[o] === undefined) return;
    const parts = partsOf.get(i);
    out.push(parts ? mergeInto(line, parts) : line);
  });
  return out;
}
