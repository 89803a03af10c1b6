// Rows of positioned text: what layout.ts builds and text/ stages refine.

/** A cell is a run of items on one visual line with no wide gap inside. */
export interface Cell {
  text: string;
  x: number;
  right: number;
}

export interface Line {
  cells: Cell[];
  y: number;
  height: number;
  page: number;
  /** Vertical distance from the previous line of the same column, in line heights. */
  gapBefore: number;
}
