// Mention-level precision/recall/F1 against gold spans (the baseline's protocol): one-to-one
// matching, strict = exact span, lenient = overlap; recall per gold category, precision per
// predicted kind.
import type { Category, CorpusDoc, GoldMention } from './corpora.ts';

export interface PredMention {
  start: number;
  end: number;
  text: string;
  kind: string;
  value?: string;
}

/** Kinds that are variant mentions (identifiers such as PMID or RefSeq are not). */
export const VARIANT_KINDS = new Set(['hgvs', 'rsid', 'legacy', 'prose']);
export const CATEGORIES: Category[] = ['hgvs', 'rsid', 'legacy', 'natural'];
export const PRED_KINDS = ['hgvs', 'rsid', 'legacy', 'prose'];

export interface Prf {
  p: number;
  r: number;
  f: number;
  tp: number;
  fp: number;
  fn: number;
}

export function prf(tp: number, fp: number, fn: number): Prf {
  const p = tp + fp ? tp / (tp + fp) : 0;
  const r = tp + fn ? tp / (tp + fn) : 0;
  return { p, r, f: p + r ? (2 * p * r) / (p + r) : 0, tp, fp, fn };
}

type Mode = 'strict' | 'lenient';

function match(gold: GoldMention[], pred: PredMention[], mode: Mode) {
  const pairs: [number, number, number][] = [];
  gold.forEach((g, i) => {
    pred.forEach((p, j) => {
      const ok =
        mode === 'strict'
          ? g.begin === p.start && g.end === p.end
          : p.start < g.end && g.begin < p.end;
      if (ok) pairs.push([-(Math.min(g.end, p.end) - Math.max(g.begin, p.start)), i, j]);
    });
  });
  pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
  const mg = new Set<number>();
  const mp = new Set<number>();
  for (const [, i, j] of pairs) {
    if (mg.has(i) || mp.has(j)) continue;
    mg.add(i);
    mp.add(j);
  }
  return { mg, mp };
}

export interface GroupScore {
  all: Prf;
  recallByCategory: Record<string, { found: number; total: number }>;
  precisionByKind: Record<string, { correct: number; predicted: number }>;
  misses: { doc: string; text: string; category: Category; near: boolean; context: string }[];
  falsePositives: { doc: string; text: string; kind: string; near: boolean; context: string }[];
}

/** Predictions scored for one corpus: SETH does not annotate dbSNP ids, so rs is out of scope. */
export function scopedPredictions(doc: CorpusDoc, preds: PredMention[]): PredMention[] {
  return preds.filter(
    (p) => VARIANT_KINDS.has(p.kind) && !(doc.corpus === 'SETH' && p.kind === 'rsid'),
  );
}

export function scoreGroup(
  docs: CorpusDoc[],
  predsOf: (d: CorpusDoc) => PredMention[],
  mode: Mode,
): GroupScore {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const recallByCategory = Object.fromEntries(CATEGORIES.map((c) => [c, { found: 0, total: 0 }]));
  const precisionByKind = Object.fromEntries(
    PRED_KINDS.map((k) => [k, { correct: 0, predicted: 0 }]),
  );
  const misses: GroupScore['misses'] = [];
  const falsePositives: GroupScore['falsePositives'] = [];
  for (const d of docs) {
    const gm = d.mentions;
    const pm = scopedPredictions(d, predsOf(d));
    const { mg, mp } = match(gm, pm, mode);
    gm.forEach((g, i) => {
      const slot = recallByCategory[g.category] as { found: number; total: number };
      slot.total++;
      if (mg.has(i)) slot.found++;
      else {
        const near = pm.some((p) => p.start < g.end && g.begin < p.end);
        const context = d.text.slice(Math.max(0, g.begin - 40), g.end + 40).replace(/\n/g, ' ');
        misses.push({ doc: d.docId, text: g.text, category: g.category, near, context });
      }
    });
    pm.forEach((p, j) => {
      const slot = precisionByKind[p.kind] ?? { correct: 0, predicted: 0 };
      precisionByKind[p.kind] = slot;
      slot.predicted++;
      if (mp.has(j)) slot.correct++;
      else {
        const near = gm.some((g) => p.start < g.end && g.begin < p.end);
        const context = d.text.slice(Math.max(0, p.start - 40), p.end + 40).replace(/\n/g, ' ');
        falsePositives.push({ doc: d.docId, text: p.text, kind: p.kind, near, context });
      }
    });
    tp += mg.size;
    fp += pm.length - mp.size;
    fn += gm.length - mg.size;
  }
  return { all: prf(tp, fp, fn), recallByCategory, precisionByKind, misses, falsePositives };
}
