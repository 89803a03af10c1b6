import type { MeResponse } from '../contract/user.ts';

export interface UserRow {
  id: string;
  email: string;
  name: string;
  password_hash: string | null;
  google_subject: string | null;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  gender: string | null;
  state: string | null;
  condition: string | null;
  diagnosis: number | null;
  symptoms: string | null;
  medications: string | null;
  other_conditions: string | null;
  family_history: string | null;
  checklist_items: string[] | null;
  appointment_date: Date | string | null;
  has_genetic_report: boolean | null;
  theme: MeResponse['theme'];
  has_completed_onboarding: boolean;
  latest_report_id: string | null;
}

export const DOCUMENT_URL = '/api/user/document';

function isoOrNull(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toMeResponse(row: UserRow): MeResponse {
  return {
    email: row.email,
    name: row.name,
    firstName: row.first_name,
    lastName: row.last_name,
    dateOfBirth: row.date_of_birth,
    gender: row.gender,
    condition: row.condition,
    diagnosis: row.diagnosis,
    symptoms: row.symptoms,
    medications: row.medications,
    otherConditions: row.other_conditions,
    familyHistory: row.family_history,
    documentUrl: row.latest_report_id ? DOCUMENT_URL : null,
    has_completed_onboarding: row.has_completed_onboarding,
    state: row.state,
    checklistItems: row.checklist_items,
    appointmentDate: isoOrNull(row.appointment_date),
    hasGeneticReport: row.has_genetic_report,
    theme: row.theme,
  };
}
