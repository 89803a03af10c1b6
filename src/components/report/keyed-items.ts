/**
 * Pairs each item with a React key built from its content; repeated content gets a counter
 * ("rs1", "rs1#2"), so server lists with duplicates still render with unique, stable keys.
 */
export function keyedItems<T>(items: T[], keyOf: (item: T) => string): { key: string; item: T }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = keyOf(item);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { key: count === 1 ? base : `${base}#${count}`, item };
  });
}
