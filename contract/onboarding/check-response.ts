import * as v from 'valibot';
import { onboardingPaths } from './resume.ts';

/** `GET /auth/check-onboarding`. */
export const checkOnboardingResponseSchema = v.object({
  redirect_path: v.picklist(onboardingPaths),
});
