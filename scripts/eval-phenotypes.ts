// npm run eval:phenotypes — patient phrasings against the search the API answers with, per
// language: the share whose meant term comes first (top-1) and within the first five (top-5).
// Sets are TSV files (lang, query, HPO id[, label]; "#" comments); by default the development
// set and our own held-out sets in scripts/eval-phenotypes/. `-- --set FILE` scores another file
// in the same format, `--misses` lists what went wrong (never use it on a held-out set you tune
// against), `--limit N` changes how many suggestions are asked for (default 8, as the app does),
// `--typing` asks with the last word cut to 60 % (at least 3 letters), as while it is typed.
// Every table also scores the issue's yardstick on the same queries: a plain prefix match over
// the published labels and synonyms (every query word begins a word of the name; shorter first).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { searchPhenotypes } from '../server/phenotypes/index.ts';
import { plainPrefixSearch } from './lib/plain-prefix-search.ts';

interface Case {
  lang: 'en' | 'es';
  query: string;
  ids: string[];
}

const here = path.join(import.meta.dirname, 'eval-phenotypes');
const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const files = argument('set')
  ? [path.resolve(argument('set') as string)]
  : ['dev.tsv', 'held-out.tsv', 'held-out-fresh.tsv'].map((name) => path.join(here, name));
const typing = process.argv.includes('--typing');

/** The query as it stands while its last word is typed: 60 % of it, at least 3 letters. */
function whileTyping(query: string): string {
  const words = query.split(' ');
  const last = words.pop() ?? '';
  const cut = Math.min(last.length, Math.max(3, Math.ceil(last.length * 0.6)));
  return [...words, last.slice(0, cut)].join(' ');
}
const showMisses = process.argv.includes('--misses');
const limit = Number(argument('limit') ?? 8);

function readSet(file: string): Case[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line, i) => {
      const [lang, query, ids] = line.split('\t');
      if ((lang !== 'en' && lang !== 'es') || !query || !ids) {
        throw new Error(`${file}:${i + 1}: expected "en|es<TAB>query<TAB>HP:nnnnnnn"`);
      }
      return { lang, query, ids: ids.split(/[,|]/).map((id) => id.trim()) };
    });
}

const percent = (part: number, whole: number) =>
  whole ? `${((100 * part) / whole).toFixed(1)} %` : '-';

for (const file of files.filter((name) => argument('set') || existsSync(name))) {
  const cases = readSet(file);
  const rows = [];
  const misses: string[] = [];
  for (const lang of ['en', 'es'] as const) {
    const own = cases.filter((c) => c.lang === lang);
    if (own.length === 0) continue;
    let first = 0;
    let five = 0;
    let cpuMs = 0;
    let yardstickFive = 0;
    for (const c of own) {
      const query = typing ? whileTyping(c.query) : c.query;
      const yardstick = plainPrefixSearch(query, lang, 5);
      if (yardstick.some((id) => c.ids.includes(id))) yardstickFive += 1;
      const started = process.cpuUsage();
      const terms = searchPhenotypes(query, lang, limit);
      const found = terms.map((term) => term.id);
      const used = process.cpuUsage(started);
      cpuMs += (used.user + used.system) / 1000;
      const rank = found.findIndex((id) => c.ids.includes(id));
      if (rank === 0) first += 1;
      if (rank >= 0 && rank < 5) five += 1;
      if (rank !== 0) {
        misses.push(
          `${lang} ${JSON.stringify(query)} wants ${c.ids.join('|')}: rank ${rank < 0 ? '-' : rank + 1}; got ${terms
            .slice(0, 3)
            .map((t) => `${t.id} ${t.label} (${t.matched})`)
            .join('; ')}`,
        );
      }
    }
    rows.push({
      language: lang,
      queries: own.length,
      'top-1': percent(first, own.length),
      'top-5': percent(five, own.length),
      'yardstick top-5': percent(yardstickFive, own.length),
      'search CPU ms/query': (cpuMs / own.length).toFixed(2),
    });
  }
  console.log(`\n${path.relative(process.cwd(), file)}${typing ? ' (while typing)' : ''}`);
  console.table(rows);
  if (showMisses) for (const miss of misses) console.log(`  ${miss}`);
}
console.log(
  'Targets (held-out phrasings, issue 26): English top-5 >= 85 %, top-1 >= 65 %; Spanish top-5 >= 85 %.',
);
