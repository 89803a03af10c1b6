// npm run eval:export [-- --built] [-- --only dev-01,dev-05]
// Issue 27's target "findings of the uploaded report present in both exports as HGVS (the dev
// reports' gold): all, no others". Starts the real server, and for every file of every dev report
// (../shared/eval/dev-*.gold.json, PDFs and photos) registers a new patient, uploads the file
// through POST /api/user/process-document, downloads GET /api/user/export?format=fhir and
// ?format=phenopacket and compares the HGVS each export carries with the gold's.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { evaluationLimits, spawnServer } from './lib/start-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const evalDir = path.resolve(root, '../shared/eval');
const DNA_LOINC = new Set(['48004-6', '81290-9']);
const PROTEIN_LOINC = '48005-3';

interface GoldVariant {
  gene: string;
  hgvs: string[];
}
interface Gold {
  report: string;
  files: string[];
  variants: GoldVariant[];
}

const THREE_LETTER = /([A-Z][a-z]{2}\d+)[A-Z][a-z]{2}fs\S*$/;

/** One spelling per change: no reference prefix, no parentheses, no deleted bases, short fs. */
export function normaliseHgvs(value: string): string {
  let change = value.includes(':') ? value.slice(value.lastIndexOf(':') + 1) : value;
  change = change.replace(/^p\.\((.*)\)$/, 'p.$1').replace(/\*/g, 'Ter');
  if (change.startsWith('p.'))
    change = change.replace(THREE_LETTER, '$1fs').replace(/fsTer\d+$/, 'fs');
  else change = change.replace(/(del|dup)[ACGTN]+$/, '$1');
  return change;
}

const isDna = (hgvs: string) => /^[cgmn]\./.test(normaliseHgvs(hgvs));

interface ExportedVariant {
  dna: string[];
  protein: string[];
}

function fromFhir(bundle: { entry?: { resource?: Record<string, unknown> }[] }): ExportedVariant[] {
  const variants: ExportedVariant[] = [];
  for (const entry of bundle.entry ?? []) {
    const resource = entry.resource as {
      resourceType?: string;
      code?: { coding?: { code?: string }[] };
      component?: {
        code: { coding: { code: string }[] };
        valueCodeableConcept?: { coding?: { code?: string }[] };
      }[];
    };
    if (resource?.resourceType !== 'Observation' || resource.code?.coding?.[0]?.code !== '69548-6')
      continue;
    const changesWhere = (loinc: (code: string) => boolean) =>
      (resource.component ?? [])
        .filter((part) => loinc(part.code.coding[0]?.code ?? ''))
        .map((part) => part.valueCodeableConcept?.coding?.[0]?.code ?? '')
        .map(normaliseHgvs);
    variants.push({
      dna: changesWhere((code) => DNA_LOINC.has(code)),
      protein: changesWhere((code) => code === PROTEIN_LOINC),
    });
  }
  return variants;
}

function fromPhenopacket(packet: {
  interpretations?: {
    diagnosis?: {
      genomicInterpretations?: {
        variantInterpretation?: {
          variationDescriptor?: { expressions?: { syntax: string; value: string }[] };
        };
      }[];
    };
  }[];
}): ExportedVariant[] {
  const variants: ExportedVariant[] = [];
  for (const interpretation of packet.interpretations ?? []) {
    for (const genomic of interpretation.diagnosis?.genomicInterpretations ?? []) {
      const expressions = genomic.variantInterpretation?.variationDescriptor?.expressions ?? [];
      const hgvs = expressions
        .filter((e) => e.syntax.startsWith('hgvs'))
        .map((e) => normaliseHgvs(e.value));
      variants.push({ dna: hgvs.filter(isDna), protein: hgvs.filter((h) => h.startsWith('p.')) });
    }
  }
  return variants;
}

interface Score {
  found: number;
  total: number;
  proteinFound: number;
  proteinTotal: number;
  extra: string[];
}

function score(gold: GoldVariant[], exported: ExportedVariant[]): Score {
  const dnaExported = new Set(exported.flatMap((variant) => variant.dna));
  const proteinExported = new Set(exported.flatMap((variant) => variant.protein));
  let found = 0;
  let proteinFound = 0;
  let proteinTotal = 0;
  const goldDna = new Set<string>();
  for (const variant of gold) {
    const dna = variant.hgvs.filter(isDna).map(normaliseHgvs);
    for (const change of dna) goldDna.add(change);
    if (dna.length > 0 && dna.every((change) => dnaExported.has(change))) found++;
    for (const protein of variant.hgvs.filter((h) => /^p\./.test(h)).map(normaliseHgvs)) {
      proteinTotal++;
      if (proteinExported.has(protein)) proteinFound++;
    }
  }
  const extra = exported
    .filter((variant) => !variant.dna.some((change) => goldDna.has(change)))
    .map((variant) => variant.dna[0] ?? variant.protein[0] ?? '(no HGVS)');
  return { found, total: gold.length, proteinFound, proteinTotal, extra };
}

async function main() {
  if (!existsSync(evalDir)) {
    console.log(`eval:export skipped: no evaluation set at ${evalDir}`);
    return;
  }
  const only = process.argv.includes('--only')
    ? process.argv[process.argv.indexOf('--only') + 1]?.split(',')
    : null;
  const golds = readdirSync(evalDir)
    .filter((file) => /^dev-\d+\.gold\.json$/.test(file))
    .map((file) => JSON.parse(readFileSync(path.join(evalDir, file), 'utf8')) as Gold)
    .filter((gold) => !only || only.includes(gold.report));
  const built = process.argv.includes('--built');
  const server = await spawnServer({
    built,
    env: { EXTRACT_TIMEOUT_MS: '180000', ...evaluationLimits },
  });
  const totals = {
    fhir: { found: 0, total: 0, extra: 0 },
    phenopacket: { found: 0, total: 0, extra: 0 },
  };
  try {
    console.log(`server: ${server.url} (${built ? 'dist build' : 'tsx sources'})\n`);
    console.log(
      'file               | gold | FHIR found (p.) | FHIR others | phenopacket found (p.) | phenopacket others',
    );
    for (const gold of golds) {
      for (const file of gold.files) {
        const email = `eval-export-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
        const registered = await fetch(`${server.url}/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Eval Patient',
            email,
            password: `pw-${Math.random().toString(36)}-Xq9!`,
          }),
        });
        const { access_token: token } = (await registered.json()) as { access_token: string };
        const headers = { authorization: `Bearer ${token}` };
        const form = new FormData();
        const type = file.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg';
        form.set('file', new Blob([readFileSync(path.join(evalDir, file))], { type }), file);
        const uploaded = await fetch(`${server.url}/api/user/process-document`, {
          method: 'POST',
          headers,
          body: form,
        });
        if (uploaded.status !== 200) throw new Error(`${file}: upload answered ${uploaded.status}`);
        const exportOf = async (format: string) =>
          (await fetch(`${server.url}/api/user/export?format=${format}`, { headers })).json();
        const fhir = score(gold.variants, fromFhir(await exportOf('fhir')));
        const packet = score(gold.variants, fromPhenopacket(await exportOf('phenopacket')));
        for (const [name, result] of [
          ['fhir', fhir],
          ['phenopacket', packet],
        ] as const) {
          totals[name].found += result.found;
          totals[name].total += result.total;
          totals[name].extra += result.extra.length;
        }
        const cell = (s: Score) => `${s.found}/${s.total} (${s.proteinFound}/${s.proteinTotal})`;
        const others = (s: Score) =>
          s.extra.length ? `${s.extra.length}: ${s.extra.join(' ')}` : '0';
        console.log(
          `${file.padEnd(18)} | ${String(gold.variants.length).padStart(4)} | ${cell(fhir).padEnd(15)} | ${others(fhir).padEnd(11)} | ${cell(packet).padEnd(22)} | ${others(packet)}`,
        );
      }
    }
    console.log('\n================ Target: all, no others ================');
    for (const [name, total] of Object.entries(totals)) {
      const pass = total.found === total.total && total.extra === 0;
      console.log(
        `${pass ? 'PASS' : 'FAIL'}  ${name}: ${total.found}/${total.total} gold findings as HGVS, ${total.extra} others`,
      );
    }
  } finally {
    await server.close();
  }
}

await main();
