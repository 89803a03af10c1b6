import { describe, expect, it } from 'vitest';
import { diffPaths, diffText } from '../../scripts/lib/qa/path-diff';
import type { QaPath } from '../../scripts/lib/qa/qa-path';

const step = (type: string, url: string) => ({
  when: `the patient does ${type}`,
  event: { type } as QaPath['steps'][number]['event'],
  // biome-ignore lint/suspicious/noThenProperty: the QA path format names it "then".
  then: { url } as QaPath['steps'][number]['then'],
});

const path = (id: string, steps = [step('qa.open', '/auth')]): QaPath => ({
  id,
  title: `Path ${id}`,
  kind: 'journey',
  machine: 'app',
  given: { id: 'visitor', text: 'a visitor' },
  steps,
});

describe('npm run paths -- --diff REF', () => {
  it('names the paths that appeared, vanished and changed, and the first step that differs', () => {
    const before = [path('kept'), path('gone'), path('moved')];
    const after = [
      path('kept'),
      path('moved', [step('qa.open', '/auth'), step('qa.login', '/onboarding')]),
      path('new'),
    ];
    const diff = diffPaths(before, after);
    expect(diff.appeared.map((p) => p.id)).toEqual(['new']);
    expect(diff.vanished.map((p) => p.id)).toEqual(['gone']);
    expect(diff.changed).toEqual([{ id: 'moved', changes: ['steps: 1 -> 2'] }]);
    expect(diffText('main', diff)).toContain('1 appeared, 1 vanished, 1 changed');
  });

  it('a changed check after the same step is a change', () => {
    const diff = diffPaths([path('a')], [path('a', [step('qa.open', '/')])]);
    expect(diff.changed[0]?.changes[0]).toMatch(/^step 1 \(the patient does qa.open\): checks/);
  });

  it('the same paths: no difference', () => {
    expect(diffPaths([path('a')], [path('a')])).toEqual({
      appeared: [],
      vanished: [],
      changed: [],
    });
  });
});
