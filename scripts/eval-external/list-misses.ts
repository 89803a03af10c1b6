// `--misses`: for every scored file that is not fully right, its gold variants next to what the
// engine returned (findings, uncertain variants, variant-like strings), to find general causes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ScoreSummary } from './score-reports.ts';

interface GoldVariant {
  gene?: string;
  hgvs?: string[];
  classification?: string;
}

interface PredVariant {
  var?: string[];
  gene?: string[];
  classification?: string;
  zygosity?: string;
}

interface PredAnswer {
  variants?: PredVariant[];
  uncertain_variants?: PredVariant[];
  variant_like?: string[];
  error?: string;
}

const show = (v: PredVariant) =>
  `${(v.gene ?? []).join('/') || '-'} ${(v.var ?? []).join(' ')} | ${v.classification ?? '-'} | ${v.zygosity ?? '-'}`;

export function listMisses(
  summary: ScoreSummary,
  goldDir: string,
  pred: Record<string, PredAnswer>,
): void {
  for (const f of summary.perFile) {
    const perfect = f.found === f.goldVariants && f.correct === f.goldVariants && !f.spurious;
    if (perfect) continue;
    const base = f.file.replace(/\.[^.]+$/, '');
    const gold = JSON.parse(readFileSync(path.join(goldDir, `${base}.gold.json`), 'utf8')) as {
      variants: GoldVariant[];
    };
    const answer = pred[f.file] ?? {};
    console.log(
      `\n${f.file}: gold ${f.goldVariants}, found ${f.found}, right ${f.correct}, extra ${f.spurious}`,
    );
    for (const g of gold.variants)
      console.log(
        `  gold  ${g.gene ?? '-'} ${(g.hgvs ?? []).join(' ')} | ${g.classification ?? '-'}`,
      );
    for (const v of answer.variants ?? []) console.log(`  found ${show(v)}`);
    for (const v of answer.uncertain_variants ?? []) console.log(`  unsure ${show(v)}`);
    if (answer.variant_like?.length) console.log(`  like  ${answer.variant_like.join(', ')}`);
    if (answer.error) console.log(`  error ${answer.error}`);
  }
}
