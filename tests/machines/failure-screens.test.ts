import { machineCatalogue } from '@machines/catalogue';
import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { arrowLabel } from '../../scripts/lib/diagrams/arrow-labels';
import { failureScreenStates } from '../../scripts/lib/diagrams/failure-screens';
import { machinesRunBy } from '../../scripts/lib/diagrams/state-caption';
import { machineDocFiles } from '../../scripts/lib/machine-doc-files';
import { transitionsOf } from '../../scripts/lib/stately/machine-shape';

// Issue 29 item 4: every failure a patient can meet, with its words, on the diagrams' arrows.
const allNodes = (node: AnyStateNode): AnyStateNode[] => [
  node,
  ...(Object.values(node.states) as AnyStateNode[]).flatMap(allNodes),
];
const failures = machineCatalogue.flatMap((entry) =>
  allNodes(entry.machine.root)
    .filter((node) => machinesRunBy(node).length === 0)
    .flatMap(transitionsOf)
    .filter((transition) => transition.eventType.startsWith('xstate.error.actor.'))
    .map((transition) => ({
      arrow: `${(transition.source as AnyStateNode).id} → ${(transition.target ?? []).map((t) => (t as AnyStateNode).id).join(', ')}`,
      label: arrowLabel(transition),
    })),
);

/** Failures that show no message of their own, and why. */
const silent: Record<string, string> = {
  'app.checkingSession → app.signedOut': 'a stored session the server refuses: the sign-in page',
  'app.signedIn.area.loadingProfile → app.signedOut': 'the same, once signed in',
  'signIn.auth.registering → signIn.auth.idle':
    "refused about a field: the server's reason shows at that field (words made at run time)",
  'saveAnswers.saving → saveAnswers.waitingForSignIn':
    'the session ended: the app asks the patient to sign in again (the app machine)',
  'upload.findingWaitingReport → upload.idle':
    'no earlier upload is known: the step simply offers an upload',
};

describe('failures on the diagrams', () => {
  it('every failure of a request shows its words, or is listed as silent with why', () => {
    expect(failures.length).toBeGreaterThan(30);
    const wordless = failures.filter((failure) => failure.label.messages.length === 0);
    expect(wordless.map((failure) => failure.arrow).sort()).toEqual(Object.keys(silent).sort());
  });

  it('names only states the machines have', () => {
    const ids = new Set(
      machineCatalogue.flatMap((entry) => allNodes(entry.machine.root).map((node) => node.id)),
    );
    for (const id of failureScreenStates) expect(ids, id).toContain(id);
  });

  it('puts the words of failure pages in the Stately files as meta', () => {
    const file = machineDocFiles().find((f) => f.path === 'docs/machines/stately/booking.ts');
    expect(file?.text).toMatch(
      /unavailable: \{[\s\S]*?meta: \{\s*message: \{\s*title: 'The booking calendar is not available right now'/,
    );
    const reset = machineDocFiles().find(
      (f) => f.path === 'docs/machines/stately/resetPassword.ts',
    );
    expect(reset?.text).toContain("failedMessage: { title: 'Your password was not changed'");
  });
});
