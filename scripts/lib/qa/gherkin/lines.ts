import type { Row } from './answers-table';

/** One Gherkin step without its keyword, with its data table if it has one. */
export interface StepLine {
  text: string;
  table?: Row[];
}

export const line = (text: string, table?: Row[]): StepLine => (table ? { text, table } : { text });

/** A quoted value of a step ("..."): the step definitions read it back without the quotes. */
export const quoted = (value: string): string => `"${value.replaceAll('"', '\\"')}"`;

/** A data table, its columns aligned; `|` in a cell is escaped as Gherkin requires. */
export function tableText(rows: Row[], indent: string): string[] {
  const cell = (value: string) => value.replaceAll('\\', '\\\\').replaceAll('|', '\\|');
  const widths = [0, 1].map((column) =>
    Math.max(...rows.map((row) => cell(row[column as 0 | 1]).length)),
  );
  return rows.map(
    (row) =>
      `${indent}| ${row.map((value, column) => cell(value).padEnd(widths[column] ?? 0)).join(' | ')} |`,
  );
}

/** Steps under one keyword: the first takes it, the others "And". */
export function keyworded(keyword: string, steps: StepLine[], indent: string): string[] {
  return steps.flatMap((step, index) => [
    `${indent}${index === 0 ? keyword : 'And'} ${step.text}`,
    ...(step.table ? tableText(step.table, `${indent}  `) : []),
  ]);
}
