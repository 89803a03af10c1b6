import type { StoredAnswers } from '../../contract/profile/wire-types.ts';
import { type Finding, findingsOf, type ReportReading } from '../../contract/report-findings.ts';
import type { ReportRepository } from '../reports/report-repository.ts';
import { storedAnswersOf, type UserRow } from '../users/user-row.ts';
import { type Symptom, symptomsOf } from './symptoms.ts';

/** The report on file, as the exports describe it (the file itself stays in the database). */
export interface ReportOnFile {
  id: string;
  fileName: string;
  mediaType: string;
  byteSize: number;
  result: ReportReading;
  findings: Finding[];
}

/** Everything one patient's exports hold, read once per request. */
export interface PatientRecord {
  patientId: string;
  email: string;
  /** The name given at registration. */
  accountName: string;
  answers: StoredAnswers;
  symptoms: Symptom[];
  report: ReportOnFile | null;
  /** When the answers were last saved. */
  updatedAt: Date;
  exportedAt: Date;
}

export async function readPatientRecord(
  user: UserRow,
  reports: Pick<ReportRepository, 'latestForUser'>,
  exportedAt = new Date(),
): Promise<PatientRecord> {
  const stored = await reports.latestForUser(user.id);
  const answers = storedAnswersOf(user);
  return {
    patientId: user.id,
    email: user.email,
    accountName: user.name,
    answers,
    symptoms: symptomsOf(answers.symptoms),
    report: stored && {
      id: stored.id,
      fileName: stored.file_name,
      mediaType: stored.media_type,
      byteSize: Number(stored.byte_size),
      result: stored.result,
      findings: findingsOf(stored.result),
    },
    updatedAt: new Date(user.updated_at),
    exportedAt,
  };
}
