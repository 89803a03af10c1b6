import type { CheckOnboardingResponse } from '../contract/user.ts';
import type { UserRow } from './user-row.ts';

/**
 * Where a patient resumes: the first step whose data was never saved. `null` columns mean
 * "never sent"; an empty string is a saved answer (e.g. no diagnosis).
 */
export function nextOnboardingPath(user: UserRow): CheckOnboardingResponse['redirect_path'] {
  if (user.has_completed_onboarding) return '/dashboard';
  const personal = [user.first_name, user.last_name, user.date_of_birth, user.gender, user.state];
  if (personal.some((value) => !value)) return '/onboarding';
  if (user.condition === null && user.diagnosis === null && user.symptoms === null) {
    return '/onboarding/medical-condition';
  }
  if (user.medications === null && user.other_conditions === null && user.family_history === null) {
    return '/onboarding/medical-history';
  }
  const hasReport = user.has_genetic_report ?? (user.latest_report_id ? true : null);
  if (hasReport === null) return '/onboarding/genetic-report';
  if (!hasReport && user.checklist_items === null) return '/onboarding/medical-checklist';
  return '/onboarding/book-appointment';
}
