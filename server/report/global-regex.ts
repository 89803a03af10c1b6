/**
 * The global copy of each expression the engine runs over a text, made once: building one per
 * call hashed the long amino-acid expressions' sources thousands of times a report. A copy in use
 * (a callback that runs the same expression again) is not shared: that call gets a fresh one.
 */
const copies = new WeakMap<RegExp, RegExp>();
const inUse = new WeakSet<RegExp>();

/** Runs `use` with a global copy of `re` whose `lastIndex` is 0. */
export function withGlobalCopy<T>(re: RegExp, use: (global: RegExp) => T): T {
  let copy = copies.get(re);
  if (!copy) {
    copy = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
    copies.set(re, copy);
  }
  const g = inUse.has(copy) ? new RegExp(copy.source, copy.flags) : copy;
  g.lastIndex = 0;
  inUse.add(g);
  try {
    return use(g);
  } finally {
    inUse.delete(g);
  }
}
