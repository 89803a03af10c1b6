import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

type GeneRow = [symbol: string, type: string, aliases: string[], omim: string[]];

interface GeneFile {
  source: string;
  dataDate: string;
  genes: GeneRow[];
  refseq: Record<string, number>;
}

export interface GeneDictionary {
  dataDate: string;
  isSymbol(token: string): boolean;
  /** Approved symbol for a symbol or an unambiguous alias (case-sensitive, as written). */
  resolve(token: string): string | undefined;
  /** Every approved symbol an alias or previous symbol names ("MLL2" -> KMT2B, KMT2D). */
  aliasOf(token: string): string[];
  geneForRefSeq(accession: string): string | undefined;
  omimForGene(symbol: string): string[];
}

/** Works from source (server/report/data) and from the bundle (run from the repository root). */
function dataPath(): string {
  const candidates = [
    fileURLToPath(new URL('./data/genes.json.gz', import.meta.url)),
    resolve(process.cwd(), 'server/report/data/genes.json.gz'),
  ];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('gene dictionary missing: server/report/data/genes.json.gz');
  return found;
}

/** Keeps only lookup maps (the parsed file is dropped) to hold memory down in the worker. */
function build(file: GeneFile): GeneDictionary {
  const symbols = new Set<string>();
  const omim = new Map<string, string[]>();
  for (const [symbol, , , numbers] of file.genes) {
    symbols.add(symbol);
    if (numbers.length) omim.set(symbol, numbers);
  }
  const aliasTargets = new Map<string, string[]>();
  for (const [symbol, , aliases] of file.genes) {
    for (const alias of aliases) {
      if (symbols.has(alias)) continue;
      const seen = aliasTargets.get(alias) ?? [];
      if (!seen.includes(symbol)) aliasTargets.set(alias, [...seen, symbol]);
    }
  }
  const refseq = new Map<string, string>();
  for (const [accession, index] of Object.entries(file.refseq)) {
    const symbol = file.genes[index]?.[0];
    if (symbol) refseq.set(accession, symbol);
  }
  return {
    dataDate: file.dataDate,
    isSymbol: (token) => symbols.has(token),
    resolve(token) {
      if (symbols.has(token)) return token;
      // an alias shared by two genes says nothing
      const targets = aliasTargets.get(token);
      return targets?.length === 1 ? targets[0] : undefined;
    },
    aliasOf: (token) => aliasTargets.get(token) ?? [],
    geneForRefSeq: (accession) => refseq.get(accession.replace(/\.\d+$/, '').toUpperCase()),
    omimForGene: (symbol) => omim.get(symbol) ?? [],
  };
}

let cached: GeneDictionary | undefined;

export function geneDictionary(): GeneDictionary {
  if (!cached) {
    const file = JSON.parse(gunzipSync(readFileSync(dataPath())).toString('utf8')) as GeneFile;
    cached = build(file);
  }
  return cached;
}
