import { resumePath } from '../../contract/onboarding/resume.ts';
import { storedAnswersOf, type UserRow } from './user-row.ts';

/** Where a patient resumes: decided by the step registry from what they have saved. */
export function nextOnboardingPath(user: UserRow): string {
  return resumePath(storedAnswersOf(user));
}
