import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineDocs, renderMachineDoc } from '../../scripts/lib/graph-docs';

const folder = join(import.meta.dirname, '..', '..', 'docs', 'machines');

describe.each(machineDocs)('docs/machines/$name.md', (doc) => {
  it('matches the machine (run `npm run machines:docs` after changing a machine)', () => {
    const committed = readFileSync(join(folder, `${doc.name}.md`), 'utf8');
    expect(committed).toBe(renderMachineDoc(doc));
  });

  it('pictures every state of the machine', () => {
    const rendered = renderMachineDoc(doc);
    const root = doc.root ?? doc.machine.root;
    const keys: string[] = [];
    const walk = (node: typeof root) => {
      for (const child of Object.values(node.states)) {
        keys.push(child.key);
        walk(child);
      }
    };
    walk(root);
    for (const key of keys) expect(rendered).toContain(`state "${key}"`);
  });
});
