import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type Coverage,
  coverageLine,
  emptyCoverage,
  mergeCoverage,
} from '../../scripts/lib/graph-coverage';
import { missingKeys } from '../../scripts/lib/graph-machine-level';
import { featureFiles } from '../../scripts/lib/qa/gherkin/write-gherkin';
import { knownDefects } from '../../scripts/lib/qa/oracle/known-defects';
import {
  addToCoverage,
  blockedByDefects,
  buildDocument,
  type QaDocument,
} from '../../scripts/lib/qa/qa-document';
import { replayPath } from '../../scripts/lib/qa/qa-path';

/**
 * The QA paths (qa/paths.json, `npm run paths -- --write`) replayed on the live machines of the
 * whole app, with the oracle (step registry, route table, messages, spec) beside them: a wrong
 * machine shows a page, an address or a message the oracle does not expect.
 */
const committed = JSON.parse(readFileSync('qa/paths.json', 'utf8')) as QaDocument;

const stepsOf = (walk: QaDocument['machineLevel'][number]) => ({
  given: { id: walk.given },
  steps: walk.events.map((event) => ({ event })),
});

describe('QA paths on the live machines', () => {
  it.each(committed.paths.map((path) => [path.id, path] as const))(
    '%s: after every step the machines show what the oracle expects',
    (_, path) => {
      const states = replayPath(path);
      path.steps.forEach((step, index) => {
        const state = states[index];
        const at = `step ${index + 1} (${step.when})`;
        expect(state?.mismatches, at).toEqual([]);
        expect(state?.withheld, at).toBeNull();
        // What QA reads in qa/paths.json is what the oracle expects now.
        expect(state?.shows, `${at}: qa/paths.json is stale, run npm run paths -- --write`).toEqual(
          step.then,
        );
      });
    },
  );

  it('together with the machine-level walks, take every state and transition of every machine', () => {
    const qaOnly: Coverage = emptyCoverage();
    for (const path of committed.paths) addToCoverage(qaOnly, replayPath(path));
    const all: Coverage = emptyCoverage();
    mergeCoverage(all, qaOnly);
    for (const walk of committed.machineLevel) addToCoverage(all, replayPath(stepsOf(walk)));
    for (const [id, entry] of all) {
      console.log(`QA paths   ${coverageLine(qaOnly.get(id) ?? entry)}`);
      console.log(`+ machine  ${coverageLine(entry)}`);
    }
    const blocked = blockedByDefects();
    expect([...missingKeys(all)].filter((key) => !blocked.has(key))).toEqual([]);
  });

  it.each(knownDefects.map((defect) => [defect.id] as const))(
    'known defect %s still happens (once fixed, delete it from known-defects.ts and regenerate)',
    (id) => {
      const reproduction = committed.knownDefects.find((defect) => defect.id === id);
      expect(reproduction, `no reproduction of ${id} in qa/paths.json`).toBeDefined();
      const states = replayPath(stepsOf(reproduction as QaDocument['machineLevel'][number]));
      expect(states.at(-1)?.withheld).toBe(id);
    },
  );

  it('qa/paths.json and qa/features/ are what the machines generate now', {
    timeout: 120_000,
  }, () => {
    const { disagreements, machineLevel: _, ...fresh } = buildDocument(false);
    expect(disagreements).toEqual([]);
    const { machineLevel: __, ...kept } = committed;
    expect(fresh, 'run npm run paths -- --write').toEqual(kept);
    for (const [file, text] of featureFiles(committed.paths)) {
      expect(readFileSync(`qa/features/${file}`, 'utf8'), file).toBe(text);
    }
  });
});
