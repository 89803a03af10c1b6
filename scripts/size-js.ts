// `npm run size:js`: gzip bytes of the JavaScript the browser loads first on /auth, compared with
// a bare React 19 + ReactDOM "hello world" built by the same Vite config. Budget: at most 1.6x.
// Static (no browser, no server): a quick guard for bundle work. `npm run size` measures what a
// browser receives over HTTP.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { buildHelloWorld } from './lib/hello-world.ts';

/**
 * Issue 28's budget: not met, and out of reach without taking from what /auth shows
 * (docs/performance.md, "1.6x is out of reach"). Printed so the distance stays visible.
 */
const BUDGET_RATIO = 1.6;
/**
 * What `npm test` holds the ratio to: the last measured figure (1.93x when the check went in;
 * each cut since is a row of docs/performance.md, "The /auth budget"), so the first load cannot
 * grow unnoticed. Lower it with every cut; never raise it.
 */
const CEILING_RATIO = 1.67;
const root = resolve(import.meta.dirname, '..');
const configFile = join(root, 'vite.config.ts');

interface Chunk {
  file: string;
  raw: number;
  gzip: number;
}

/** Entry script plus its modulepreloads: what index.html makes the browser fetch up front. */
function initialChunks(outDir: string): Chunk[] {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const srcs = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
    (m) => m[1],
  );
  return [...new Set([...srcs, ...preloads])].flatMap((href) => {
    if (!href) return [];
    const bytes = readFileSync(join(outDir, href.replace(/^\//, '')));
    return [{ file: href, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }];
  });
}

/**
 * Modules /auth imports on demand right after its first render: the API client (the sign-in page
 * asks the server whether Google is set up) and the toaster. Not initial JavaScript, so not in
 * the ratio, but printed so the whole cost of the page is visible.
 */
interface ManifestEntry {
  file: string;
  name?: string;
  imports?: string[];
}

const DEFERRED_ON_AUTH = [
  (key: string) => key === 'src/api/index.ts',
  // The toaster's chunk (an entry of its own since the toaster is imported on demand), with what
  // it brings: Ark's toast and Panda's slot-style factory.
  (_key: string, entry: ManifestEntry) => entry.name === 'toaster',
];

function deferredChunks(outDir: string, initial: Set<string>): Chunk[] {
  const manifest: Record<string, ManifestEntry> = JSON.parse(
    readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
  );
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || initial.has(entry.file) || files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const [key, entry] of Object.entries(manifest)) {
    if (DEFERRED_ON_AUTH.some((matches) => matches(key, entry))) visit(key);
  }
  return [...files].map((file) => {
    const bytes = readFileSync(join(outDir, file));
    return { file: `/${file}`, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
}

async function helloWorldChunks(): Promise<Chunk[]> {
  const { dir, outDir } = await buildHelloWorld();
  const chunks = initialChunks(outDir);
  rmSync(dir, { recursive: true, force: true });
  return chunks;
}

const appOut = join(root, 'dist/client');
if (!existsSync(join(appOut, 'index.html')) || process.argv.includes('--build')) {
  await build({ configFile, root, logLevel: 'error' });
}
const app = initialChunks(appOut);
const deferred = deferredChunks(appOut, new Set(app.map((c) => c.file.replace(/^\//, ''))));
const hello = await helloWorldChunks();
const sum = (chunks: Chunk[]) => chunks.reduce((total, c) => total + c.gzip, 0);

console.log('Initial JavaScript for /auth (gzip bytes per entry chunk):');
for (const c of app)
  console.log(`  ${c.file.padEnd(48)} ${String(c.gzip).padStart(8)} gzip  ${c.raw} raw`);
const appTotal = sum(app);
const helloTotal = sum(hello);
const ratio = appTotal / helloTotal;
console.log(`  ${'total'.padEnd(48)} ${String(appTotal).padStart(8)} gzip`);
console.log(`Bare React 19 hello world: ${helloTotal} gzip bytes`);
console.log('Fetched by /auth after its first render (not initial, not in the ratio):');
for (const c of deferred)
  console.log(`  ${c.file.padEnd(48)} ${String(c.gzip).padStart(8)} gzip  ${c.raw} raw`);
console.log(`  ${'total'.padEnd(48)} ${String(sum(deferred)).padStart(8)} gzip`);
const verdict =
  ratio <= BUDGET_RATIO
    ? 'within budget'
    : ratio <= CEILING_RATIO
      ? `over budget, under the ceiling of ${CEILING_RATIO}x`
      : `OVER THE CEILING of ${CEILING_RATIO}x`;
console.log(`Ratio: ${ratio.toFixed(2)}x (budget ${BUDGET_RATIO}x) -> ${verdict}`);
process.exitCode = ratio <= CEILING_RATIO ? 0 : 1;
