// Part 2: variant mentions in the public corpora (tmVar 1, SETH, tmVar 2, Variome120).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type CorpusDoc, loadCorpora } from './corpora.ts';
import { CATEGORIES, type GroupScore, type PredMention, scoreGroup } from './mention-score.ts';
import { runCli } from './run-cli.ts';
import { f3, table } from './table.ts';

interface Group {
  name: string;
  docs: CorpusDoc[];
  /** Development sets: their misses are written out. Held-out sets: only figures. */
  dev: boolean;
}

function groups(docs: CorpusDoc[]): Group[] {
  const of = (f: (d: CorpusDoc) => boolean) => docs.filter(f);
  return [
    { name: 'tmVar1 test (166, held out)', docs: of((d) => d.corpus === 'tmVar1'), dev: false },
    { name: 'tmVar1 train (334, dev)', docs: of((d) => d.corpus === 'tmVar1-train'), dev: true },
    { name: 'SETH all (630)', docs: of((d) => d.corpus === 'SETH'), dev: true },
    {
      name: 'SETH test split (126)',
      docs: of((d) => d.corpus === 'SETH' && d.split === 'test'),
      dev: false,
    },
    {
      name: 'tmVar2 norm (158, recall only)',
      docs: of((d) => d.corpus === 'tmVar2norm'),
      dev: true,
    },
    { name: 'Variome120 (24)', docs: of((d) => d.corpus === 'Variome120'), dev: false },
  ];
}

function kindTable(name: string, s: GroupScore): string {
  const rows: (string | number)[][] = [
    ['kind', 'gold found', 'recall', 'pred correct', 'precision', 'F1'],
  ];
  const kindFor: Record<string, string> = {
    hgvs: 'hgvs',
    rsid: 'rsid',
    legacy: 'legacy',
    natural: 'prose',
  };
  for (const c of CATEGORIES) {
    const g = s.recallByCategory[c] ?? { found: 0, total: 0 };
    const p = s.precisionByKind[kindFor[c] as string] ?? { correct: 0, predicted: 0 };
    const r = g.total ? g.found / g.total : 0;
    const pr = p.predicted ? p.correct / p.predicted : 0;
    rows.push([
      c === 'natural' ? 'prose' : c,
      `${g.found}/${g.total}`,
      f3(r),
      `${p.correct}/${p.predicted}`,
      p.predicted ? f3(pr) : '-',
      pr + r ? f3((2 * pr * r) / (pr + r)) : f3(0),
    ]);
  }
  return `${name}, strict spans, per kind (recall by gold notation, precision by predicted kind)\n${table(rows)}`;
}

export function runCorpora(work: string): Record<string, number> {
  const { docs, problems } = loadCorpora();
  if (problems.length)
    console.log(`(${problems.length} gold spans not found in their text, skipped)`);
  const keyOf = (d: CorpusDoc) => `${d.corpus}/${d.docId}`;
  const { answers, ms } = runCli(
    work,
    'corpora',
    docs.map((d) => ({ id: keyOf(d), text: d.text })),
  );
  const predsOf = (d: CorpusDoc): PredMention[] => answers.get(keyOf(d))?.mentions ?? [];
  const rows: (string | number)[][] = [
    ['set', 'gold', 'P', 'R', 'F1 strict', 'F1 lenient', 'tp/fp/fn'],
  ];
  const figures: Record<string, number> = {};
  const details: Record<string, unknown> = {};
  for (const g of groups(docs)) {
    const strict = scoreGroup(g.docs, predsOf, 'strict');
    const lenient = scoreGroup(g.docs, predsOf, 'lenient');
    const a = strict.all;
    rows.push([
      g.name,
      a.tp + a.fn,
      f3(a.p),
      f3(a.r),
      f3(a.f),
      f3(lenient.all.f),
      `${a.tp}/${a.fp}/${a.fn}`,
    ]);
    figures[g.name] = a.f;
    if (g.name.startsWith('tmVar1 test') || g.name.startsWith('SETH all'))
      details[`${g.name} kinds`] = kindTable(g.name, strict);
    if (g.dev) details[g.name] = { misses: strict.misses, falsePositives: strict.falsePositives };
  }
  console.log(
    `All variant mentions (hgvs, rsid, legacy, prose; rs not scored on SETH), CLI ${Math.round(ms)} ms for ${docs.length} documents`,
  );
  console.log(table(rows));
  for (const v of Object.values(details)) if (typeof v === 'string') console.log(`\n${v}`);
  const dev = Object.fromEntries(Object.entries(details).filter(([, v]) => typeof v !== 'string'));
  writeFileSync(path.join(work, 'corpora-dev-errors.json'), JSON.stringify(dev, null, 1));
  return figures;
}
