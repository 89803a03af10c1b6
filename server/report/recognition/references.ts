import { findPmids } from './database-ids.ts';

/** PubMed ids per numbered reference ("1. Riordan JR ... PMID: 2475911."). */
export function referenceList(text: string): Map<number, string[]> {
  const bodies = new Map<number, string>();
  let current: number | undefined;
  for (const line of text.split('\n')) {
    const start = line.match(/^\s*\[?(\d{1,3})[.)\]]\s+\S/);
    if (start) current = Number(start[1]);
    if (current === undefined) continue;
    bodies.set(current, `${bodies.get(current) ?? ''}\n${line}`);
  }
  const refs = new Map<number, string[]>();
  for (const [n, body] of bodies) {
    const ids = findPmids(body).map((f) => f.value);
    if (ids.length) refs.set(n, ids);
  }
  return refs;
}

/** Numbers cited as [2], [1,3] or [2-4]. */
export function citedNumbers(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/\[(\d{1,3}(?:\s*[-–,]\s*\d{1,3})*)\]/g)) {
    for (const part of (m[1] ?? '').split(',')) {
      const [a, b] = part.split(/[-–]/).map((x) => Number(x.trim()));
      if (a === undefined || Number.isNaN(a)) continue;
      if (b !== undefined && !Number.isNaN(b) && b >= a && b - a < 20) {
        for (let n = a; n <= b; n++) out.push(n);
      } else out.push(a);
    }
  }
  return out;
}
