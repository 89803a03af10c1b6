import type { AnswersPatch } from '@contract/profile/profile';
import { type SaveAnswersInput, saveAnswersMachine } from '@machines/save/save-answers.machine';
import type { SaveFailure } from '@machines/save/save-outcome';
import { failureOf } from '@machines/save/save-outcome';
import { describe, expect, it } from 'vitest';
import { controllable, settle } from './support/controllable';
import { startHosted } from './support/host';
import { failureWords, toastSaying } from './support/in-english';
import { apiError, networkError } from './support/recorders';
import { spec } from './support/spec-texts';

const patch: AnswersPatch = { medications: ['Aspirin'] };
const stepToasts = {
  saved: toastSaying(spec.medicalHistorySaved),
  failed: toastSaying(spec.medicalHistoryFailed),
};

function startSave(input: SaveAnswersInput = { patch, toasts: stepToasts }) {
  const request = controllable<void, { patch: AnswersPatch }>();
  const hosted = startHosted(
    saveAnswersMachine.provide({ actors: { saveAnswers: request.logic } }),
    input,
    'save',
  );
  return { ...hosted, request };
}

describe('save-answers machine', () => {
  it('sends the answers and ends "saved" with the step\'s message', async () => {
    const { request, snapshot, ended, toasts } = startSave();
    expect(snapshot().value).toBe('saving');
    expect(request.last().input).toEqual({ patch });

    request.last().resolve();
    await settle();

    expect(ended).toEqual({ done: true, output: { ok: true, failure: null } });
    expect(toasts).toEqual([spec.medicalHistorySaved]);
  });

  it('says nothing for a silent save', async () => {
    const { request, ended, toasts } = startSave({ patch, toasts: { saved: null, failed: null } });

    request.last().resolve();
    await settle();
    expect(ended.done).toBe(true);

    expect(toasts).toEqual([]);
  });

  it('ends "failed" with the step\'s message when the server cannot be reached', async () => {
    const { request, ended, toasts } = startSave();

    request.last().reject(networkError());
    await settle();

    expect(ended).toEqual({
      done: true,
      output: { ok: false, failure: { reason: null, field: null } },
    });
    expect(toasts).toEqual([spec.medicalHistoryFailed]);
  });

  it("keeps the spec's title and shows the server's reason, at the field it names", async () => {
    const { request, ended, toasts } = startSave();

    request.last().reject(apiError(422, 'Year must be 1900 or later', 'diagnosis'));
    await settle();

    const output = ended.output as { ok: boolean; failure: SaveFailure };
    expect({ ...output, failure: failureWords(output.failure) }).toEqual({
      ok: false,
      failure: { reason: 'Year must be 1900 or later', field: 'yearOfDiagnosis' },
    });
    expect(toasts).toEqual([
      { ...spec.medicalHistoryFailed, description: 'Year must be 1900 or later' },
    ]);
  });

  it('says nothing when a silent save fails, but still ends "failed"', async () => {
    const { request, ended, toasts } = startSave({ patch, toasts: { saved: null, failed: null } });

    request.last().reject(apiError(500, 'boom'));
    await settle();

    expect(ended.output).toEqual({ ok: false, failure: { reason: null, field: null } });
    expect(toasts).toEqual([]);
  });

  it('waits for the patient to sign in again when the session ended, then tries once more', async () => {
    const { actor, request, snapshot, sentToParent, ended, toasts } = startSave();

    request.last().reject(apiError(401, 'Token expired'));
    await settle();

    expect(snapshot().value).toBe('waitingForSignIn');
    expect(sentToParent('session.expired')).toEqual([{ type: 'session.expired' }]);
    expect(toasts).toEqual([]);
    expect(ended.done).toBe(false);
    actor.send({ type: 'session.renewed' });
    expect(request.calls).toHaveLength(2);
    expect(request.last().input).toEqual({ patch });
    request.last().resolve();
    await settle();
    expect(ended.output).toEqual({ ok: true, failure: null });
    expect(toasts).toEqual([spec.medicalHistorySaved]);
  });

  it('ignores "signed in again" while nothing waits for it', () => {
    const { actor, request } = startSave();

    actor.send({ type: 'session.renewed' });

    expect(request.calls).toHaveLength(1);
  });
});

describe('save failure reading (failureOf)', () => {
  it.each([
    [
      'a refusal with a reason and a field',
      apiError(400, 'Too long', 'condition'),
      'Too long',
      'primaryCondition',
    ],
    ['a refusal naming an unknown field', apiError(400, 'Bad', 'nope'), 'Bad', null],
    ['a refusal without a field', apiError(409, 'Conflict'), 'Conflict', null],
    ['a server fault', apiError(503, 'Down'), null, null],
    ['an ended session', apiError(401, 'Expired'), null, null],
    ['a network failure', networkError(), null, null],
    ['nothing at all', null, null, null],
  ])('%s', (_, error, reason, field) => {
    expect(failureWords(failureOf(error))).toEqual({ reason, field });
  });
});
