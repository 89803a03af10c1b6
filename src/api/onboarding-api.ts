import * as v from 'valibot';
import type { OnboardingPatch } from '../../machines/domain/user-profile';
import { requestJson } from './http';
import { onboardingPayload } from './profile-mapping';

export async function saveOnboarding(patch: OnboardingPatch): Promise<void> {
  await requestJson(v.unknown(), (client) =>
    client.post('api/user/onboarding', { json: onboardingPayload(patch) }),
  );
}
