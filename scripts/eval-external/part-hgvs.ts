// Part 3: valid ClinVar/dbSNP HGVS accepted, and corrupted HGVS never turned into another variant.
// Each expression is put in a sentence and read through the CLI, as a report sentence would be.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseHgvs } from '../../server/report/hgvs.ts';
import { corruptions } from './hgvs-corruptions.ts';
import { type CorruptExpr, publishedNegatives, validExpressions } from './hgvs-lists.ts';
import { type CliAnswer, runCli } from './run-cli.ts';
import { pct, table } from './table.ts';

const sentence = (expr: string) => `A heterozygous variant ${expr} was identified in this patient.`;
const START = 'A heterozygous variant '.length;

const AA1: Record<string, string> = {
  A: 'Ala',
  R: 'Arg',
  N: 'Asn',
  D: 'Asp',
  C: 'Cys',
  Q: 'Gln',
  E: 'Glu',
  G: 'Gly',
  H: 'His',
  I: 'Ile',
  L: 'Leu',
  K: 'Lys',
  M: 'Met',
  F: 'Phe',
  P: 'Pro',
  S: 'Ser',
  T: 'Thr',
  W: 'Trp',
  Y: 'Tyr',
  V: 'Val',
  X: 'Ter',
  '*': 'Ter',
};

/** Same variant whatever the spelling: accession, deleted sequence, 1/3-letter, p.( ) dropped. */
export function variantKey(value: string): string {
  let s = value.replace(/\s/g, '').replace(/^[A-Z]{2}_\d+(?:\.\d+)?(?:\([^)]*\))?:/, '');
  const p = /^p\.\(?(.*?)\)?$/.exec(s);
  if (p) {
    const body = (p[1] as string)
      .replace(/(?<![A-Za-z])([ACDEFGHIKLMNPQRSTVWYX*])(?=\d)/g, (a) => AA1[a] ?? a)
      .replace(
        /(\d)([ACDEFGHIKLMNPQRSTVWYX*])(?=$|fs|ext|_|del|ins|dup)/g,
        (_, d, a) => d + (AA1[a] ?? a),
      )
      .replace(/\*|X/g, 'Ter');
    return `p.${body}`;
  }
  s = s.replace(/(del|dup)[ACGTUacgtu]+$/, '$1');
  return s;
}

type Outcome = 'rejected' | 'recovered' | 'uncertain' | 'as written' | 'different variant';

function outcome(c: CorruptExpr, answer: CliAnswer | undefined, origKey?: string): Outcome {
  const found = (answer?.mentions ?? []).filter((m) => m.kind === 'hgvs');
  if (found.length === 0) return 'rejected';
  const certain = found.filter((m) => !m.uncertain);
  if (certain.length === 0) return 'uncertain';
  if (origKey && certain.every((m) => variantKey(m.value ?? m.text) === origKey))
    return 'recovered';
  // the whole string as written, or without the punctuation a sentence adds ("c.1601G>A)")
  const written = (t: string) =>
    c.expr.startsWith(t) && /^[).,;:\]]*$/.test(c.expr.slice(t.length));
  if (certain.every((m) => written(m.text))) return 'as written';
  return 'different variant';
}

function printTables(
  nValid: number,
  nCorrupt: number,
  ms: number,
  counts: { parsed: number; accepted: number; cut: number },
  byClass: Map<string, Map<Outcome, number>>,
): Map<Outcome, number> {
  const { parsed, accepted, cut } = counts;
  console.log(
    `${nValid} valid expressions, ${nCorrupt} corrupted/invalid, CLI ${Math.round(ms)} ms`,
  );
  console.log(
    table([
      ['measure', 'value'],
      ['valid accepted by the grammar', `${parsed}/${nValid} = ${pct(parsed, nValid)}`],
      [
        'valid recognised whole in a sentence (CLI)',
        `${accepted}/${nValid} = ${pct(accepted, nValid)}`,
      ],
      ['valid cut back to a shorter variant', String(cut)],
    ]),
  );
  const outcomes: Outcome[] = [
    'rejected',
    'recovered',
    'uncertain',
    'as written',
    'different variant',
  ];
  const rows: (string | number)[][] = [['class', ...outcomes]];
  const total = new Map<Outcome, number>();
  for (const [cls, counts] of byClass) {
    rows.push([cls, ...outcomes.map((o) => counts.get(o) ?? 0)]);
    const isCorruption = !['hand-made junk', 'gauntlet-negative', 'biocommons-reject'].includes(
      cls,
    );
    if (isCorruption)
      for (const o of outcomes) total.set(o, (total.get(o) ?? 0) + (counts.get(o) ?? 0));
  }
  rows.push(['100 corruptions', ...outcomes.map((o) => total.get(o) ?? 0)]);
  console.log(`\n${table(rows)}`);
  return total;
}

export function runHgvs(work: string): Record<string, number> {
  const valid = validExpressions();
  const corrupt = [...corruptions(valid), ...publishedNegatives()];
  const origs = [...new Set(corrupt.flatMap((c) => (c.orig ? [c.orig] : [])))];
  const inputs = [
    ...valid.map((v, i) => ({ id: `v${i}`, text: sentence(v.expr) })),
    ...corrupt.map((c, i) => ({ id: `c${i}`, text: sentence(c.expr) })),
    ...origs.map((o, i) => ({ id: `o${i}`, text: sentence(o) })),
  ];
  const { answers, ms } = runCli(work, 'hgvs', inputs);

  let parsed = 0;
  let accepted = 0;
  let cut = 0;
  const rejected: string[] = [];
  valid.forEach((v, i) => {
    if (parseHgvs(v.expr)) parsed++;
    const hgvs = (answers.get(`v${i}`)?.mentions ?? []).filter((m) => m.kind === 'hgvs');
    const end = START + v.expr.length;
    if (hgvs.some((m) => m.start === START && m.end === end)) accepted++;
    else {
      rejected.push(v.expr);
      if (hgvs.some((m) => m.start >= START && m.end < end)) cut++;
    }
  });
  const origKey = new Map<string, string>();
  origs.forEach((o, i) => {
    const m = (answers.get(`o${i}`)?.mentions ?? []).find((x) => x.kind === 'hgvs' && x.text === o);
    origKey.set(o, variantKey(m?.value ?? o));
  });
  const byClass = new Map<string, Map<Outcome, number>>();
  const examples: Record<string, unknown[]> = {};
  corrupt.forEach((c, i) => {
    const a = answers.get(`c${i}`);
    const o = outcome(c, a, c.orig ? origKey.get(c.orig) : undefined);
    const counts = byClass.get(c.cls) ?? new Map<Outcome, number>();
    counts.set(o, (counts.get(o) ?? 0) + 1);
    byClass.set(c.cls, counts);
    examples[c.cls] = examples[c.cls] ?? [];
    examples[c.cls]?.push({
      expr: c.expr,
      orig: c.orig,
      outcome: o,
      found: a?.mentions?.filter((m) => m.kind === 'hgvs'),
    });
  });
  writeFileSync(
    path.join(work, 'hgvs-details.json'),
    JSON.stringify({ rejected, examples }, null, 1),
  );

  const total = printTables(valid.length, corrupt.length, ms, { parsed, accepted, cut }, byClass);
  return {
    validAcceptedPct: (100 * accepted) / valid.length,
    validParsedPct: (100 * parsed) / valid.length,
    corruptedDifferent: total.get('different variant') ?? 0,
  };
}
