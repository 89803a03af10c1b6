import type { AnswersPatch } from '@contract/profile/profile';
import { patchToWire } from '@contract/profile/wire-mapping';
import * as v from 'valibot';
import { requestJson } from './http';

/** `POST /api/user/onboarding` with a step's answers in their wire form. */
export async function saveAnswers(patch: AnswersPatch): Promise<void> {
  await requestJson(v.unknown(), (client) =>
    client.post('api/user/onboarding', { json: patchToWire(patch) }),
  );
}
