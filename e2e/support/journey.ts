import type { Page } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { BookAppointmentPage } from '../pages/book-appointment-page';
import { ChecklistPage } from '../pages/checklist-page';
import { DashboardPage } from '../pages/dashboard-page';
import { GeneticReportPage } from '../pages/genetic-report-page';
import { MedicalConditionPage } from '../pages/medical-condition-page';
import { MedicalHistoryPage } from '../pages/medical-history-page';
import { type PersonalInfoAnswers, PersonalInfoPage } from '../pages/personal-info-page';
import { Toasts } from '../pages/toasts';
import { michiganResident, type NewPatient, newPatient } from './patients';

/** Every page object for one page. */
export function screens(page: Page) {
  return {
    auth: new AuthPage(page),
    personalInfo: new PersonalInfoPage(page),
    medicalCondition: new MedicalConditionPage(page),
    medicalHistory: new MedicalHistoryPage(page),
    geneticReport: new GeneticReportPage(page),
    checklist: new ChecklistPage(page),
    bookAppointment: new BookAppointmentPage(page),
    dashboard: new DashboardPage(page),
    toasts: new Toasts(page),
  };
}

export function personalInfoOf(patient: NewPatient): PersonalInfoAnswers {
  return { firstName: patient.firstName, lastName: patient.lastName, ...michiganResident };
}

/** Registers a fresh patient and waits for step 1. */
export async function registerNewPatient(page: Page, tag?: string): Promise<NewPatient> {
  const s = screens(page);
  const patient = newPatient(tag);
  await s.auth.doOpen();
  await s.auth.doRegister(patient);
  await s.toasts.see('Account created', 'Welcome to herd Health');
  await s.personalInfo.seeIt();
  return patient;
}

/** Steps 1 to 3 with ordinary answers; ends on step 4. */
export async function completeFirstThreeSteps(page: Page, patient: NewPatient): Promise<void> {
  const s = screens(page);
  await s.personalInfo.doFill(personalInfoOf(patient));
  await s.personalInfo.doNext();
  await s.medicalCondition.seeIt();
  await s.medicalCondition.doFill({
    diagnosed: true,
    condition: 'Cystic fibrosis',
    year: '2001',
    symptoms: ['Cough'],
  });
  await s.medicalCondition.doNext();
  await s.medicalHistory.seeIt();
  await s.medicalHistory.doFill({
    medications: ['Ivacaftor'],
    otherConditions: [],
    familyHistory: 'Mother carries a CFTR variant',
  });
  await s.medicalHistory.doNext();
  await s.geneticReport.seeIt();
}
