import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { machineCatalogue } from '@machines/catalogue';
import { describe, expect, it } from 'vitest';
import { extractStatelyFile } from '../../scripts/lib/stately/extracted-machine';
import { runningMachineShape } from '../../scripts/lib/stately/machine-shape';
import { statelyFile, statelyFilePath } from '../../scripts/lib/stately/stately-file';

const root = join(import.meta.dirname, '..', '..');
const committed = (path: string) => readFileSync(join(root, path), 'utf8');

describe.each(machineCatalogue)('Stately file of $id', (entry) => {
  const path = statelyFilePath(entry);

  it('is up to date (run `npm run machines:docs` after changing a machine)', () => {
    expect(committed(path)).toBe(statelyFile(entry));
  });

  it("is read by Stately's parser exactly as the running machine is defined", () => {
    const running = runningMachineShape(entry.machine);
    const { shape, warnings } = extractStatelyFile(committed(path));
    expect(warnings).toEqual([]);
    expect(shape.states).toEqual(running.states);
    expect(shape.transitions).toEqual(running.transitions);
    expect(shape.delays).toEqual(running.delays);
  });

  it('imports nothing but createMachine from xstate', () => {
    const imports = committed(path).match(/^import .*$/gm);
    expect(imports).toEqual(["import { createMachine } from 'xstate';"]);
  });
});

describe.each(machineCatalogue)('Stately file of $id in XState 5', (entry) => {
  it('runs as the same machine (the Stately editor imports XState 5 code)', async () => {
    const module = await import(`../../${statelyFilePath(entry)}`);
    const imported = module[`${entry.id}Machine`];
    expect(runningMachineShape(imported)).toEqual(runningMachineShape(entry.machine));
  });
});
