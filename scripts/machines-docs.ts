/** Writes docs/machines/: a Stately file per machine, a diagram page per machine, the overview. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { machineDocFiles } from './lib/machine-doc-files';

const root = join(import.meta.dirname, '..');
for (const file of machineDocFiles()) {
  const path = join(root, file.path);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, file.text);
  console.log(`wrote ${file.path}`);
}
