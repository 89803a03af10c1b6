import type { MedicalCondition } from '../../../../machines/domain/user-profile';

export const minDiagnosisYear = 1900;
export const currentYear = (): number => new Date().getFullYear();

/** Empty is fine (every field is optional); otherwise a whole year from 1900 to this year. */
export function yearError(year: string, maxYear = currentYear()): string | null {
  const text = year.trim();
  if (text === '') return null;
  const value = Number(text);
  if (!Number.isInteger(value) || value < minDiagnosisYear || value > maxYear) {
    return `Enter a year between ${minDiagnosisYear} and ${maxYear}`;
  }
  return null;
}

export function medicalConditionOf(user: Partial<MedicalCondition> | null): MedicalCondition {
  return {
    hasBeenDiagnosed: user?.hasBeenDiagnosed ?? false,
    primaryCondition: user?.primaryCondition ?? '',
    yearOfDiagnosis: user?.yearOfDiagnosis ?? '',
    primarySymptoms: [...(user?.primarySymptoms ?? [])],
  };
}
