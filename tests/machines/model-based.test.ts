import { describe, expect, it } from 'vitest';
import {
  coverageLine,
  emptyCoverage,
  missingStates,
  missingTransitions,
  replay,
} from '../../scripts/lib/graph-coverage';
import { allModels } from '../../scripts/lib/graph-models';
import { coveringPaths, eventsOf } from '../../scripts/lib/graph-traversal';

describe.each(allModels)('model-based paths: $name machine', (model) => {
  const { paths } = coveringPaths(model);

  it('every generated path ends, on a live actor, in the state the graph predicted', () => {
    const coverage = emptyCoverage(model.machine);
    const mismatches: string[] = [];
    for (const { input, path } of paths) {
      const { snapshots, error } = replay(model.machine, eventsOf(path), coverage, input);
      const last = snapshots.at(-1);
      if (error) mismatches.push(`error ${String(error)}`);
      if (last && model.serializeState(last) !== model.serializeState(path.state)) {
        mismatches.push(`${model.serializeState(last)} != ${model.serializeState(path.state)}`);
      }
    }
    console.log(`${coverageLine(model.name, coverage)} over ${paths.length} paths`);
    expect(mismatches).toEqual([]);
    expect(missingStates(model.machine, coverage)).toEqual([]);
    expect(missingTransitions(model.machine, coverage)).toEqual([]);
    expect(coverage.statesVisited.size).toBe(coverage.stateTotal);
    expect(coverage.transitionsTaken.size).toBe(coverage.transitionTotal);
  });
});
