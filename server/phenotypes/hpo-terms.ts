import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hpoRelease } from '../../contract/phenotypes/hpo-release.ts';

/** Every term of the shipped release, as published (npm run build:hpo). */
export interface HpoTerms {
  version: string;
  ids: readonly string[];
  english: readonly string[];
  spanish: readonly string[];
  /** Plain-language synonyms (English), possibly none. */
  laySynonyms: readonly (readonly string[])[];
  /** Obsolete terms keep their id and label but are never suggested. */
  obsolete: readonly boolean[];
  indexOf: ReadonlyMap<string, number>;
}

const FILE = 'server/phenotypes/data/hpo-terms.tsv';

/** Works from source and from the bundle (run from the repository root, like the gene file). */
function dataPath(): string {
  const candidates = [
    fileURLToPath(new URL('./data/hpo-terms.tsv', import.meta.url)),
    resolve(process.cwd(), FILE),
  ];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`HPO terms missing: ${FILE} (npm run build:hpo)`);
  return found;
}

export function parseHpoTerms(text: string): HpoTerms {
  const ids: string[] = [];
  const english: string[] = [];
  const spanish: string[] = [];
  const laySynonyms: string[][] = [];
  const obsolete: boolean[] = [];
  let version = '';
  for (const line of text.split('\n')) {
    if (!line) continue;
    const cells = line.split('\t');
    if (line.startsWith('#')) {
      if (cells[0] === '#release') version = cells[1] ?? '';
      continue;
    }
    const [id = '', en = '', es = '', lay = ''] = cells;
    ids.push(id);
    english.push(en);
    spanish.push(es);
    laySynonyms.push(lay ? lay.split('|') : []);
    obsolete.push(en.startsWith('obsolete '));
  }
  // The app shows the contract's version; the file must be the same release.
  if (version !== hpoRelease.version) {
    throw new Error(`${FILE} is HPO ${version}, the contract says ${hpoRelease.version}`);
  }
  const indexOf = new Map(ids.map((id, index) => [id, index]));
  return { version, ids, english, spanish, laySynonyms, obsolete, indexOf };
}

export function readHpoTerms(): HpoTerms {
  return parseHpoTerms(readFileSync(dataPath(), 'utf8'));
}
