import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type Coverage,
  coverageLine,
  emptyCoverage,
  mergeCoverage,
} from '../../scripts/lib/graph-coverage';
import { isPrefixOf } from '../../scripts/lib/graph-journeys';
import { missingKeys } from '../../scripts/lib/graph-machine-level';
import { coverageReports } from '../../scripts/lib/qa/coverage-report';
import { featureFiles } from '../../scripts/lib/qa/gherkin/write-gherkin';
import { notYetWalked } from '../../scripts/lib/qa/not-yet-walked';
import { knownDefects } from '../../scripts/lib/qa/oracle/known-defects';
import {
  addToCoverage,
  blockedByDefects,
  buildDocument,
  coverageOfPaths,
  type QaDocument,
} from '../../scripts/lib/qa/qa-document';
import { type QaPath, replayPath } from '../../scripts/lib/qa/qa-path';
import { type RequiredStep, specRequired } from '../../scripts/lib/qa/spec-required';
import { longestQaWait } from '../../scripts/lib/qa/waiting';

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

/** Where a path takes a spec-required step: the path and the step's index. */
function takesRequired(paths: QaPath[], required: RequiredStep) {
  for (const path of paths) {
    const states = replayPath(path);
    const index = path.steps.findIndex((step, at) => {
      const before = at === 0 ? null : (states[at - 1]?.expected.page ?? null);
      const same = Object.entries(required.event).every(
        ([key, value]) => step.event[key] === value,
      );
      const says =
        required.outcome.says === undefined || step.then.says.includes(required.outcome.says);
      return before === required.from && same && step.then.url === required.outcome.url && says;
    });
    if (index >= 0) return { path, index, states };
  }
  return null;
}

describe("the specification's required transitions", () => {
  it.each(specRequired.map((required) => [required.id, required] as const))(
    '%s is taken by a QA path and the machines agree with the oracle there',
    (_, required) => {
      const found = takesRequired(committed.paths, required);
      expect(found, `no QA path takes it: ${required.spec}`).not.toBeNull();
      const state = found?.states[found.index];
      expect(state?.mismatches, required.spec).toEqual([]);
      // A machine transition carried the step (not only the oracle's expectation).
      expect(state?.last?.taken.length, required.spec).toBeGreaterThan(0);
    },
  );
});

describe('QA paths alone (no machine-level events)', () => {
  const reports = coverageReports(coverageOfPaths(committed.paths));

  it.each(reports.map((report) => [report.id, report] as const))(
    'take every transition of %s a patient can reach, but those of flows not walked yet; the rest have a reason',
    (id, report) => {
      console.log(
        `QA only  ${id}: transitions ${report.transitions.taken}/${report.transitions.total}, a patient can reach ${report.reachable.taken}/${report.reachable.total}`,
      );
      // Exact both ways: a transition newly left out fails, and so does one listed but now walked.
      const pending = notYetWalked[id] ?? { transitions: [], states: [] };
      const left = report.left.filter((item) => item.reason === null).map((item) => item.key);
      expect(left.sort()).toEqual([...pending.transitions].sort());
      expect([...report.unvisited].sort()).toEqual([...pending.states].sort());
    },
  );

  it('no path repeats the first steps of another', () => {
    const prefixes = committed.paths.flatMap((shorter) =>
      committed.paths.filter((longer) => isPrefixOf(shorter, longer)).map(() => shorter.id),
    );
    expect(prefixes).toEqual([]);
  });

  it("no path waits longer in all than the app's longest timer (the toast removal delay stands for itself)", () => {
    const longest = longestQaWait();
    expect(longest).toBe(15_000);
    for (const path of committed.paths) {
      const waited = path.steps.reduce(
        (ms, step) => ms + (step.event.type === 'qa.wait' ? Number(step.event.ms) : 0),
        0,
      );
      expect(waited, path.id).toBeLessThanOrEqual(longest);
    }
  });

  it('every failure path goes on to a way out that works, where there is one', () => {
    const failures = committed.paths.filter(
      (path) => path.kind === 'dead-end' && !path.id.startsWith('walk-'),
    );
    const recovered = failures.filter((path) => path.title.includes(';'));
    // Failures with no retry of their own: the Google callback (it returns to the landing page by
    // itself), the session's end and Logout (both end signed out on purpose).
    expect(failures.length - recovered.length).toBeLessThanOrEqual(8);
  });
});
