import { checklistItemIds } from '../options/checklist.ts';
import { genderValues } from '../options/genders.ts';
import { themePreferences } from '../options/themes.ts';
import { usStateCodes } from '../options/us-states.ts';
import {
  choice,
  date,
  flag,
  list,
  subset,
  symptomList,
  text,
  timestamp,
  year,
} from './field-kinds.ts';

/**
 * Every answer a patient gives, declared once: the name the app uses (the key), its name in the
 * API (`wire`), its column, its validation and the step that asks for it. The client mapping,
 * the step payloads, the server's validation, the row mapping, the table's types and the OpenAPI
 * document are all derived from this table. Adding a field: docs/architecture.md.
 */
export const profileFields = {
  firstName: text({
    label: 'First name',
    wire: 'firstName',
    column: 'first_name',
    step: 'personalInfo',
    maxLength: 100,
    required: true,
  }),
  lastName: text({
    label: 'Last name',
    wire: 'lastName',
    column: 'last_name',
    step: 'personalInfo',
    maxLength: 100,
    required: true,
  }),
  pronouns: text({
    label: 'Preferred pronouns',
    wire: 'pronouns',
    column: 'pronouns',
    step: 'personalInfo',
    maxLength: 40,
  }),
  dateOfBirth: date({
    label: 'Date of birth',
    wire: 'dateOfBirth',
    column: 'date_of_birth',
    step: 'personalInfo',
    required: true,
  }),
  gender: choice({
    label: 'Gender',
    wire: 'gender',
    column: 'gender',
    step: 'personalInfo',
    options: genderValues,
    required: true,
  }),
  state: choice({
    label: 'State of residence',
    wire: 'state',
    column: 'state',
    step: 'personalInfo',
    options: usStateCodes,
    required: true,
  }),
  hasBeenDiagnosed: flag({
    label: 'Clinically diagnosed',
    wire: 'hasBeenDiagnosed',
    column: 'has_been_diagnosed',
    step: 'medicalCondition',
  }),
  primaryCondition: text({
    label: 'Primary rare condition',
    wire: 'condition',
    column: 'condition',
    step: 'medicalCondition',
    maxLength: 200,
  }),
  yearOfDiagnosis: year({
    label: 'Year of diagnosis',
    wire: 'diagnosis',
    column: 'diagnosis',
    step: 'medicalCondition',
    min: 1900,
  }),
  // Each symptom is free text or coded with an HPO term (contract/phenotypes/symptom.ts).
  primarySymptoms: symptomList({
    label: 'Primary symptoms',
    wire: 'symptoms',
    column: 'symptoms',
    step: 'medicalCondition',
    maxItems: 50,
    maxItemLength: 2000,
  }),
  medications: list({
    label: 'Current medications',
    wire: 'medications',
    column: 'medications',
    step: 'medicalHistory',
    maxItems: 50,
    maxItemLength: 2000,
  }),
  otherConditions: list({
    label: 'Other medical conditions',
    wire: 'otherConditions',
    column: 'other_conditions',
    step: 'medicalHistory',
    maxItems: 50,
    maxItemLength: 2000,
  }),
  familyHistory: text({
    label: 'Family medical history',
    wire: 'familyHistory',
    column: 'family_history',
    step: 'medicalHistory',
    maxLength: 5000,
    multiline: true,
    savedWhenEmpty: 'No family history provided',
  }),
  hasGeneticReport: flag({
    label: 'Has a genetic testing report',
    wire: 'hasGeneticReport',
    column: 'has_genetic_report',
    step: 'geneticReport',
  }),
  checklistItems: subset({
    label: 'Medical checklist',
    wire: 'checklistItems',
    column: 'checklist_items',
    step: 'medicalChecklist',
    options: checklistItemIds,
  }),
  appointmentDate: timestamp({
    label: 'Appointment',
    wire: 'appointmentDate',
    column: 'appointment_date',
    step: 'bookAppointment',
  }),
  has_completed_onboarding: flag({
    label: 'Onboarding complete',
    wire: 'has_completed_onboarding',
    column: 'has_completed_onboarding',
    step: 'bookAppointment',
  }),
  theme: choice({
    label: 'Theme',
    wire: 'theme',
    column: 'theme',
    step: null,
    options: themePreferences,
  }),
} as const;
