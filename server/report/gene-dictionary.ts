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

function build(file: GeneFile): GeneDictionary {
  const symbols = new Map<string, GeneRow>();
  for (const row of file.genes) symbols.set(row[0], row);
  const aliasTargets = new Map<string, Set<string>>();
  for (const row of file.genes) {
    for (const alias of row[2]) {
      if (symbols.has(alias)) continue;
      let set = aliasTargets.get(alias);
      if (!set) {
        set = new Set();
        aliasTargets.set(alias, set);
      }
      set.add(row[0]);
    }
  }
  return {
    dataDate: file.dataDate,
    isSymbol: (token) => symbols.has(token),
    resolve(token) {
      if (symbols.has(token)) return token;
      const targets = aliasTargets.get(token);
      return targets?.size === 1 ? [...targets][0] : undefined;
    },
    geneForRefSeq(accession) {
      const bare = accession.replace(/\.\d+$/, '').toUpperCase();
      const index = file.refseq[bare];
      return index === undefined ? undefined : file.genes[index]?.[0];
    },
    omimForGene: (symbol) => symbols.get(symbol)?.[3] ?? [],
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
