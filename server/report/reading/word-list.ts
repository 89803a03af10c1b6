import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/** Works from source (server/report/data) and from the bundle (run from the repository root). */
function dataPath(): string {
  const candidates = [
    fileURLToPath(new URL('../data/words.txt.gz', import.meta.url)),
    fileURLToPath(new URL('./data/words.txt.gz', import.meta.url)),
    resolve(process.cwd(), 'server/report/data/words.txt.gz'),
  ];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('word list missing: server/report/data/words.txt.gz');
  return found;
}

let words: Set<string> | undefined;

/** The OCR model's own English dictionary, lower case (scripts/build-word-list.sh). */
export function englishWords(): Set<string> {
  words ??= new Set(gunzipSync(readFileSync(dataPath())).toString('utf8').split('\n'));
  return words;
}
