/** `npm run test:diagrams`: renders every diagram of docs/machines/ and fails on any problem. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkDiagrams } from './lib/diagrams/render-diagrams';

const folder = 'docs/machines';
const pages = readdirSync(join(import.meta.dirname, '..', folder))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `${folder}/${name}`);
const start = performance.now();
const results = await checkDiagrams(pages);
let failed = 0;
for (const result of results) {
  const status = result.problems.length ? `FAIL ${result.problems.join('; ')}` : 'ok';
  if (result.problems.length) failed += 1;
  console.log(
    `${result.page} diagram ${result.index + 1}: ${status} (${Math.round(result.ms)} ms)`,
  );
}
const seconds = ((performance.now() - start) / 1000).toFixed(1);
console.log(`diagrams: ${results.length - failed} passed, ${failed} failed in ${seconds} s`);
process.exitCode = failed ? 1 : 0;
