/** Fixed-width text table: the first row is the header. */
export function table(rows: (string | number)[][]): string {
  const cells = rows.map((r) => r.map((c) => String(c)));
  const widths = cells[0]?.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length))) ?? [];
  const line = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(cells[0] ?? []), rule, ...cells.slice(1).map(line)].join('\n');
}

export const f3 = (x: number) => x.toFixed(3);
export const pct = (k: number, n: number) => (n ? `${((100 * k) / n).toFixed(1)} %` : '-');
