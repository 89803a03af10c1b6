import type { AppointmentBookedEvent } from '../booking/booking.machine';
import type { GeneticReportResult } from '../domain/genetic-report';
import type { Credentials, Registration } from '../domain/session';
import type { MedicalCondition, MedicalHistory, PersonalInfo } from '../domain/user-profile';
import type { ReportClearedEvent, ReportUploadedEvent } from '../upload/upload.machine';
import type { RouteEvent } from './route-table';

export type AppEvent =
  | RouteEvent
  | ({ type: 'auth.login.submitted' } & Credentials)
  | ({ type: 'auth.register.submitted' } & Registration)
  | { type: 'auth.google.started' }
  | { type: 'auth.logout' }
  | { type: 'personalInfo.submitted'; values: PersonalInfo }
  | { type: 'medicalCondition.submitted'; values: MedicalCondition }
  | { type: 'medicalCondition.back'; values: MedicalCondition }
  | { type: 'medicalHistory.submitted'; values: MedicalHistory }
  | { type: 'geneticReport.answered'; hasReport: boolean }
  | { type: 'geneticReport.submitted' }
  | { type: 'checklist.submitted'; checklistItems: string[] }
  | { type: 'onboarding.completed' }
  | { type: 'step.back' }
  | ReportUploadedEvent
  | ReportClearedEvent
  | AppointmentBookedEvent;

export type { GeneticReportResult };
