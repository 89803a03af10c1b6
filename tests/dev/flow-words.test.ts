import { machineCatalogue } from '@machines/catalogue';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { wrap } from '@/dev/flows/flow-layout';
import { flowModelOf } from '@/dev/flows/flow-model';
import { missedFollowUps } from '@/dev/flows/use-machine-flow';

// Issue 29 item 5: the viewer speaks the diagrams' words and simulates failures honestly.
const modelOf = (id: string) =>
  flowModelOf(machineCatalogue.find((entry) => entry.id === id)?.machine as AnyStateMachine);

describe('the flow viewer in plain words', () => {
  it('labels transitions with the Mermaid pages’ words, never code names', () => {
    const words = machineCatalogue.flatMap((entry) =>
      flowModelOf(entry.machine).transitions.map((t) => t.label.text),
    );
    expect(words.join('\n')).not.toMatch(/xstate\.|savedThisStep|\.submitted|isUnauthorized/);
    const app = modelOf('app');
    const unreachable = app.transitions.find(
      (t) => t.sourceId === 'app.checkingSession' && t.targetIds.includes('app.serverUnreachable'),
    );
    expect(unreachable?.label.text).toBe('no answer, other failure');
  });

  it('wraps long label lines between words instead of cutting them', () => {
    expect(wrap('shows the step’s “not saved” message: “Save Failed” (steps 1, 2, 4)', 30)).toEqual(
      ['shows the step’s “not saved”', 'message: “Save Failed” (steps', '1, 2, 4)'],
    );
    expect(wrap('Back', 30)).toEqual(['Back']);
  });
});

describe('what a failed simulated step no longer offers', () => {
  const onboarding = modelOf('onboarding');
  const fromSaving = (target: string) =>
    onboarding.transitions.find(
      (t) => t.sourceId === 'onboarding.active.save.saving' && t.targetIds.includes(target),
    )?.id;

  it('knows that a stored save raises "saved"', () => {
    const stored = onboarding.transitions.find(
      (t) => t.id === fromSaving('onboarding.active.save.idle'),
    );
    expect(stored?.raises).toEqual(['step.saved']);
  });

  it('after "not stored": the "saved" the stored outcome would have raised', () => {
    expect([...missedFollowUps(onboarding, fromSaving('onboarding.active.save.failed'))]).toEqual([
      'step.saved',
    ]);
  });

  it('after "stored", or at the start: nothing is held back', () => {
    expect(missedFollowUps(onboarding, fromSaving('onboarding.active.save.idle')).size).toBe(0);
    expect(missedFollowUps(onboarding, undefined).size).toBe(0);
  });
});
