import type { OnboardingPatch, UserProfile } from '../../machines/domain/user-profile';
import type { MeResponse, OnboardingRequest } from '../../server/contract/user';

/** Lists travel as comma-joined strings (spec section 7). */
export function splitList(joined: string | null): string[] {
  if (!joined) return [];
  return joined
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

export function joinList(items: readonly string[]): string {
  return items
    .map((item) => item.trim())
    .filter(Boolean)
    .join(', ');
}

/** Server profile -> the client's UserProfile (spec section 3 field names). */
export function profileFromServer(me: MeResponse): UserProfile {
  return {
    email: me.email,
    name: me.name,
    firstName: me.firstName ?? '',
    lastName: me.lastName ?? '',
    dateOfBirth: me.dateOfBirth ?? '',
    gender: me.gender ?? '',
    state: me.state ?? '',
    primaryCondition: me.condition ?? '',
    yearOfDiagnosis: me.diagnosis === null ? '' : String(me.diagnosis),
    primarySymptoms: splitList(me.symptoms),
    medications: splitList(me.medications),
    otherConditions: splitList(me.otherConditions),
    familyHistory: me.familyHistory ?? '',
    hasBeenDiagnosed: Boolean(me.condition),
    hasGeneticReport: me.documentUrl !== null,
    checklistItems: me.checklistItems ?? [],
    appointmentDate: me.appointmentDate,
    has_completed_onboarding: me.has_completed_onboarding,
  };
}

/**
 * A step's partial profile -> the onboarding payload. Fields the step did not touch are left out,
 * so the server keeps their stored value (spec section 5).
 */
export function onboardingPayload(patch: OnboardingPatch): OnboardingRequest {
  const payload: Record<string, unknown> = {};
  const copy = [
    'firstName',
    'lastName',
    'dateOfBirth',
    'gender',
    'state',
    'familyHistory',
    'has_completed_onboarding',
    'checklistItems',
    'appointmentDate',
    'hasGeneticReport',
  ] as const;
  for (const key of copy) if (patch[key] !== undefined) payload[key] = patch[key];

  if (patch.primaryCondition !== undefined) payload.condition = patch.primaryCondition;
  if (patch.hasBeenDiagnosed === false) {
    // "No" clears the stored year too, so an old answer never resurfaces (docs/deviations.md).
    payload.condition = '';
    payload.diagnosis = null;
  } else if (patch.yearOfDiagnosis !== undefined && patch.yearOfDiagnosis.trim() !== '') {
    payload.diagnosis = Number.parseInt(patch.yearOfDiagnosis, 10);
  }
  if (patch.primarySymptoms !== undefined) payload.symptoms = joinList(patch.primarySymptoms);
  if (patch.medications !== undefined) payload.medications = joinList(patch.medications);
  if (patch.otherConditions !== undefined)
    payload.otherConditions = joinList(patch.otherConditions);
  return payload as OnboardingRequest;
}
