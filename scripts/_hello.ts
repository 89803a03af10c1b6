import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildHelloWorld } from './lib/hello-world.ts';
const { outDir } = await buildHelloWorld();
for (const f of readdirSync(join(outDir, 'assets'))) console.log(f, statSync(join(outDir, 'assets', f)).size);
console.log(outDir);
