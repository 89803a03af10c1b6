import { readFileSync } from 'node:fs';
import { searchPhenotypes, warmPhenotypes } from '../server/phenotypes/index.ts';
warmPhenotypes();
const rows = readFileSync('scripts/eval-phenotypes/dev.tsv', 'utf8').split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split('\t'));
const queries: [string, 'en' | 'es'][] = [];
for (const [lang, q] of rows) for (let n = 2; n <= q!.length; n++) queries.push([q!.slice(0, n), lang as 'en' | 'es']);
for (const [q, l] of queries) searchPhenotypes(q, l, 8);
const times: [number, string][] = [];
const c0 = process.cpuUsage();
for (const [q, l] of queries) { const t = process.cpuUsage(); searchPhenotypes(q, l, 8); const u = process.cpuUsage(t); times.push([(u.user + u.system) / 1000, l + ":" + q]); }
const c = process.cpuUsage(c0);
times.sort((a, b) => a[0] - b[0]);
const p = (x: number) => times[Math.floor(times.length * x)]![0].toFixed(2);
console.log('queries', queries.length, 'cpu ms/query', ((c.user + c.system) / 1000 / queries.length).toFixed(3), 'p50', p(0.5), 'p95', p(0.95), 'p99', p(0.99));
console.log(times.slice(-15).map(([t, q]) => `${t.toFixed(1)} ${q}`).join('\n'));
