import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { extractStatelyFile } from '../../scripts/lib/stately/extracted-machine';
import { computedAtRunTime, literalParams } from '../../scripts/lib/stately/literal-params';
import { runningMachineShape } from '../../scripts/lib/stately/machine-shape';
import { statelyFile } from '../../scripts/lib/stately/stately-file';

const fileWith = (config: string, options = '') =>
  `import { createMachine } from 'xstate';\nexport const m = createMachine(${config}${options});\n`;

describe("reading a file with Stately's parser", () => {
  it('keeps guards with params, action params, descriptions and delay values', () => {
    const { shape } = extractStatelyFile(
      fileWith(
        `{ id: 'm', initial: 'a', states: {
          a: { description: 'First', after: { wait: 'b' }, on: { go: {
            target: 'b', guard: { type: 'isReady', params: { step: 'two' } },
            actions: { type: 'showToast', params: { title: 'Saved' } }, description: 'Go on' } } },
          b: {} } }`,
        ', { delays: { wait: 3000 } }',
      ),
    );
    const go = shape.transitions.find((transition) => transition.event === 'go');
    expect(go).toMatchObject({
      source: 'm.a',
      targets: ['m.b'],
      guard: { type: 'isReady', params: { step: 'two' } },
      actions: [{ type: 'showToast', params: { title: 'Saved' } }],
      description: 'Go on',
    });
    expect(shape.states.find((state) => state.id === 'm.a')?.description).toBe('First');
    expect(shape.delays).toEqual({ wait: 3000 });
  });

  it('loses params given by an identifier (why the Stately files are generated)', () => {
    const { shape } = extractStatelyFile(
      fileWith(
        `{ id: 'm', on: { go: { actions: { type: 'showToast', params: messages.saved } } } }`,
      ),
    );
    expect(shape.transitions[0]?.actions).toEqual([{ type: 'showToast' }]);
  });

  it('reads XState 4 re-entry: a dotted target re-enters only with internal: false', () => {
    const read = (flag: string) =>
      extractStatelyFile(
        fileWith(
          `{ id: 'm', initial: 'a', on: { go: { target: '.a'${flag} } }, states: { a: {} } }`,
        ),
      ).shape.transitions[0]?.reenters;
    expect(read('')).toBe(false);
    expect(read(', internal: false')).toBe(true);
  });

  it('refuses a file with no machine', () => {
    expect(() => extractStatelyFile('export const nothing = 1;\n')).toThrow(/found 0 machines/);
  });
});

describe('params as literals', () => {
  it('runs a params function on stand-ins that name the value', () => {
    const params = ({ event }: { event: { output: { items: unknown[] } } }) => ({
      description: `Found ${event.output.items.length} items`,
    });
    expect(literalParams(params)).toEqual({
      description: 'Found {event.output.items.length} items',
    });
  });

  it('says the value is computed when the function cannot run on stand-ins', () => {
    const params = ({ event }: { event: { list: string[] } }) => ({ first: event.list.at(0) });
    expect(literalParams(params)).toEqual({ first: '{event.list.at()}' });
    const failing = () => {
      throw new Error('needs a real event');
    };
    expect(literalParams(failing)).toBe(computedAtRunTime);
  });
});

describe('a generated Stately file', () => {
  const machine = setup({
    delays: { soon: 250 },
    guards: { isReady: () => true },
    actions: { note: () => {} },
  }).createMachine({
    id: 'sample',
    initial: 'idle',
    on: { restart: { target: '.idle', reenter: true } },
    states: {
      idle: {
        on: {
          edit: {
            target: 'idle',
            actions: {
              type: 'note',
              params: ({ event }: { event: { type: string } }) => ({ e: event.type }),
            },
          },
        },
        after: { soon: { target: 'done', guard: 'isReady' } },
      },
      done: { type: 'final' },
    },
  });
  const entry = { id: 'sample', file: 'x.ts', title: 'Sample', machine, parent: null };

  it("is read by Stately's parser as the machine, re-entries included", () => {
    const { shape } = extractStatelyFile(statelyFile(entry));
    expect(shape).toEqual(runningMachineShape(machine));
    expect(shape.transitions.find((t) => t.event === 'restart')?.reenters).toBe(true);
    expect(shape.transitions.find((t) => t.event === 'edit')?.reenters).toBe(false);
  });

  it('refuses an inline action, naming where it is', () => {
    const inline = setup({}).createMachine({ id: 'bad', on: { go: { actions: () => {} } } });
    expect(() => statelyFile({ ...entry, machine: inline })).toThrow(/state bad "go".*inline/);
  });
});
