/** Writes docs/machines/<machine>.md (diagram + prose) for every machine. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { machineDocs, renderMachineDoc } from './lib/graph-docs';

const folder = join(import.meta.dirname, '..', 'docs', 'machines');
mkdirSync(folder, { recursive: true });
for (const doc of machineDocs) {
  const file = join(folder, `${doc.name}.md`);
  writeFileSync(file, renderMachineDoc(doc));
  console.log(`wrote ${file}`);
}
