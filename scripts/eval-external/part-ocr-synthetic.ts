// Part 4: third-party OCR-degraded synthetic reports (AaronYuuu/PDF_benchmarking NERRE), read as
// text through the CLI and scored with ../shared/eval/score.mjs, gold built as
// reference-scripts/prep_ocr_synthetic.py does.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listMisses } from './list-misses.ts';
import { ocrSyntheticFile } from './paths.ts';
import { runCli } from './run-cli.ts';
import { type ScoreSummary, scoreAnswers } from './score-reports.ts';

interface GeneratorVariant {
  gene_symbol: string;
  hgvsc?: string;
  hgvsp?: string;
  transcript_id?: string;
  variant_id?: string;
  interpretation?: string;
  zygosity?: string;
}

/** OCR-tolerant presence test for identifiers. */
const loose = (s: string) => s.replace(/[lI|]/g, '1').replace(/[OoQ]/g, '0');

function goldFor(id: string, line: number, text: string, truth: { variants?: GeneratorVariant[] }) {
  const lt = loose(text);
  const variants = (truth.variants ?? []).map((v) => {
    const g: Record<string, unknown> = {
      gene: v.gene_symbol,
      hgvs: [v.hgvsc, v.hgvsp].filter(Boolean),
    };
    if (v.transcript_id && lt.includes(loose(v.transcript_id))) g.refSeq = [v.transcript_id];
    if (v.variant_id && lt.includes(v.variant_id.replace(/^VCV/, ''))) g.clinvar = [v.variant_id];
    if (v.interpretation) g.classification = v.interpretation;
    if (v.zygosity) g.zygosity = v.zygosity;
    return g;
  });
  return {
    report: id,
    files: [`${id}.txt`],
    variants,
    PMID: [],
    provenance: `github:AaronYuuu/PDF_benchmarking@2a63c1c198e566996683b9436a204a0024bedfef NERRE/dataset.jsonl line ${line}`,
  };
}

export function runOcrSynthetic(work: string, misses = false): ScoreSummary | undefined {
  const goldDir = path.join(work, 'ocr-synthetic-gold');
  mkdirSync(goldDir, { recursive: true });
  const inputs: { id: string; text: string }[] = [];
  readFileSync(ocrSyntheticFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .forEach((line, i) => {
      const e = JSON.parse(line) as { prompt: string; completion: string };
      const text = (e.prompt.split('###').slice(0, -1).join('###') || e.prompt).trim();
      let comp = e.completion.trim();
      comp = comp.slice(0, comp.lastIndexOf('}') + 1);
      const layout = text.startsWith('123 Main St') ? 'hospital1' : 'hospital2';
      const id = `ocrsyn-${String(i).padStart(2, '0')}-${layout}`;
      writeFileSync(
        path.join(goldDir, `${id}.gold.json`),
        JSON.stringify(goldFor(id, i + 1, text, JSON.parse(comp)), null, 1),
      );
      inputs.push({ id, text });
    });
  const { answers, ms } = runCli(work, 'ocr-synthetic', inputs);
  const pred = Object.fromEntries(
    inputs.map(({ id }) => {
      const a = answers.get(id);
      return [`${id}.txt`, a?.result ?? { error: a?.error ?? 'no answer' }];
    }),
  );
  console.log(`${inputs.length} OCR-degraded reports, CLI ${Math.round(ms)} ms`);
  const summary = scoreAnswers(work, 'ocr-synthetic', goldDir, pred, false);
  if (misses) listMisses(summary, goldDir, pred);
  return summary;
}
