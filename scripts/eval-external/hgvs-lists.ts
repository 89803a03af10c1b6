// The valid HGVS list (ClinVar and dbSNP/HGMD fixtures of biocommons/hgvs, its grammar gauntlet,
// the strings printed in the Mayo report) and the 100 deterministic corruptions + 20 junk strings,
// built exactly as reference-scripts/build_hgvs_lists.py does.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { hgvsDir, mayoReport } from './paths.ts';

export interface ValidExpr {
  expr: string;
  source: string;
  kind: string;
}

export interface CorruptExpr {
  expr: string;
  cls: string;
  orig: string | null;
}

const KIND = /^(?:[A-Z]{2}_\d+(?:\.\d+)?(?:\([^)]*\))?:)?([cgmnrp])\./;

function lines(file: string): string[] {
  return readFileSync(file, 'utf8').split('\n');
}

export function validExpressions(): ValidExpr[] {
  const valid = new Map<string, ValidExpr>();
  const add = (raw: string, source: string) => {
    const expr = raw.trim();
    if (!expr || valid.has(expr)) return;
    const m = KIND.exec(expr);
    if (m) valid.set(expr, { expr, source, kind: m[1] as string });
  };
  const clinvar = gunzipSync(readFileSync(path.join(hgvsDir, 'biocommons_clinvar.gz')));
  for (const line of clinvar.toString('utf8').split('\n')) {
    if (!line || line.startsWith('#') || line.startsWith('gene\t')) continue;
    const cells = line.replace(/\n$/, '').split('\t');
    if (cells.length >= 3) for (const e of (cells[2] as string).split(' ')) add(e, 'clinvar');
  }
  const gcp = readdirSync(hgvsDir)
    .filter((f) => /^biocommons_gcp_.*\.tsv$/.test(f))
    .map((f) => path.join(hgvsDir, f))
    .sort();
  for (const file of [...gcp, path.join(hgvsDir, 'biocommons_ext.tsv')]) {
    const src = path.basename(file).replace('biocommons_', '').replace('.tsv', '');
    for (const line of lines(file)) {
      if (!line || line.startsWith('#') || line.startsWith('id\t')) continue;
      for (const cell of line.split('\t').slice(1))
        for (const e of cell.split('|')) if (/^[A-Z]{2}_\d/.test(e)) add(e, `dbSNP/HGMD:${src}`);
    }
  }
  for (const [file, src] of [
    ['biocommons_gauntlet', 'gauntlet'],
    ['biocommons_extra', 'extra'],
  ] as const) {
    for (const line of lines(path.join(hgvsDir, file))) {
      const t = line.trim();
      if (t && !t.startsWith('#')) add(t, src);
    }
  }
  for (const e of printedInMayoReport()) add(e, 'real-report:MayoGeneGuide');
  return [...valid.values()];
}

function printedInMayoReport(): string[] {
  if (!existsSync(mayoReport)) return [];
  const text = execFileSync('pdftotext', ['-layout', mayoReport, '-'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const out: string[] = [];
  for (const m of text.matchAll(/(?<![\p{L}\p{N}_.])([cgp]\.\(?[-*0-9A-Z][^\s,;)]*\)?)/gu)) {
    let e = m[1] as string;
    if (e.startsWith('p.(') && !e.endsWith(')')) e += ')';
    if (e.endsWith(')') && !e.startsWith('p.(')) e = e.slice(0, -1);
    out.push(e);
  }
  return out;
}

/** Gauntlet "#-" lines and the biocommons reject list: invalid by the HGVS authors' reading. */
export function publishedNegatives(): CorruptExpr[] {
  const out: CorruptExpr[] = [];
  for (const line of lines(path.join(hgvsDir, 'biocommons_gauntlet')))
    if (line.startsWith('#- '))
      out.push({ expr: line.slice(3).trim(), cls: 'gauntlet-negative', orig: null });
  for (const line of lines(path.join(hgvsDir, 'biocommons_reject')))
    if (line.startsWith('#') && line.includes('\t'))
      out.push({
        expr: (line.slice(1).split('\t')[0] as string).trim(),
        cls: 'biocommons-reject',
        orig: null,
      });
  return out;
}

export const JUNK = [
  'c.ABC>T',
  'c.12G>A>T',
  'p.Xyz12Abc',
  'c.>A',
  'p.Arg',
  'c.-',
  'g.12_G>T',
  'c.12_34',
  'c.12delinsins',
  'p.12Arg',
  'c.12G<A',
  'c.12GA>T',
  'NM_000492.3:c.',
  'c.1601G>A)',
  'p.(Arg534Gln',
  'c..1601G>A',
  'c.1601G>>A',
  'c.16O1G>A',
  'p.R534',
  'rs1801133:c.1601G>A',
];
