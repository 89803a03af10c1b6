import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, setup } from 'xstate';
import { mermaidBlocks, statesWithNoWayIn } from '../../scripts/lib/diagrams/diagram-structure';
import { machinePage } from '../../scripts/lib/diagrams/machine-page';
import { machineDocFiles } from '../../scripts/lib/machine-doc-files';

const root = join(import.meta.dirname, '..', '..');
const files = machineDocFiles();

describe.each(files)('$path', (file) => {
  it('is up to date (run `npm run machines:docs` after changing a machine)', () => {
    expect(readFileSync(join(root, file.path), 'utf8')).toBe(file.text);
  });
});

const pages = files.filter((file) => file.path.endsWith('.md'));

describe.each(pages)('diagrams of $path', (page) => {
  it('has a way into every state', () => {
    const blocks = mermaidBlocks(page.text);
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(statesWithNoWayIn(block)).toEqual([]);
  });

  it('speaks in plain words, not code names of events and conditions', () => {
    for (const block of mermaidBlocks(page.text)) {
      expect(block).not.toMatch(/xstate\.|\[(\w+)\(|\w+\.submitted|\w+\.saved\b/);
    }
  });
});

describe('finding states with no way in', () => {
  it('reports a state that no arrow or start reaches (a loop on itself is no way in)', () => {
    const text = [
      'stateDiagram-v2',
      '  state "m" as m {',
      '    [*] --> a',
      '    state "a" as a',
      '    state "b" as b',
      '    state "c" as c',
      '  }',
      '  a --> c : go',
      '  b --> b : again',
    ].join('\n');
    expect(statesWithNoWayIn(text)).toEqual(['b']);
  });

  it('counts regions side by side and "from anywhere" diamonds as entered', () => {
    const text = [
      'stateDiagram-v2',
      '  state "m" as m {',
      '    state m_any <<choice>>',
      '    state "r1" as r1 {',
      '      [*] --> a',
      '      state "a" as a',
      '    }',
      '    --',
      '    state "r2" as r2',
      '    state "b" as b',
      '  }',
      '  m_any --> b : by address',
    ].join('\n');
    expect(statesWithNoWayIn(text)).toEqual([]);
  });

  it('reports a flowchart box without arrows into it, and refuses lines it cannot read', () => {
    const flow = 'flowchart TB\n  s(["Start"])\n  a["A"]\n  b["B"]\n  s --> a';
    expect(statesWithNoWayIn(flow)).toEqual(['b']);
    expect(() => statesWithNoWayIn('stateDiagram-v2\n  a -> b')).toThrow(/Unexpected diagram line/);
  });
});

describe('a machine page', () => {
  const page = (machine: AnyStateMachine) =>
    machinePage({ id: 'sample', file: 'x.ts', title: 'Sample', machine, parent: null });

  it('draws arrows from the top level of the machine', () => {
    const machine = setup({}).createMachine({
      id: 'sample',
      initial: 'idle',
      on: { 'file.selected': { target: '.busy' } },
      states: { idle: {}, busy: {} },
    });
    const [chart] = mermaidBlocks(page(machine));
    expect(chart).toContain('s_sample_any --> s_sample_busy : file chosen');
  });

  it('refuses an event it has no plain words for', () => {
    const machine = setup({}).createMachine({
      id: 'sample',
      initial: 'idle',
      states: { idle: { on: { 'made.up': 'busy' } }, busy: {} },
    });
    expect(() => page(machine)).toThrow(/No plain words for the event "made.up"/);
  });
});
