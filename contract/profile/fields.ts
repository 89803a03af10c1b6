import { supportedLocales } from '../../i18n/locales.ts';
import { defineMessage } from '../../i18n/message.ts';
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
    label: defineMessage({ id: 'field.firstName.label', defaultMessage: 'First name' }),
    wire: 'firstName',
    column: 'first_name',
    step: 'personalInfo',
    maxLength: 100,
    required: true,
  }),
  lastName: text({
    label: defineMessage({ id: 'field.lastName.label', defaultMessage: 'Last name' }),
    wire: 'lastName',
    column: 'last_name',
    step: 'personalInfo',
    maxLength: 100,
    required: true,
  }),
  pronouns: text({
    label: defineMessage({ id: 'field.pronouns.label', defaultMessage: 'Preferred pronouns' }),
    wire: 'pronouns',
    column: 'pronouns',
    step: 'personalInfo',
    maxLength: 40,
  }),
  dateOfBirth: date({
    label: defineMessage({ id: 'field.dateOfBirth.label', defaultMessage: 'Date of birth' }),
    wire: 'dateOfBirth',
    column: 'date_of_birth',
    step: 'personalInfo',
    required: true,
  }),
  gender: choice({
    inSentence: defineMessage({ id: 'field.gender.inSentence', defaultMessage: 'gender' }),
    label: defineMessage({ id: 'field.gender.label', defaultMessage: 'Gender' }),
    wire: 'gender',
    column: 'gender',
    step: 'personalInfo',
    options: genderValues,
    required: true,
  }),
  state: choice({
    inSentence: defineMessage({
      id: 'field.state.inSentence',
      defaultMessage: 'state of residence',
    }),
    label: defineMessage({ id: 'field.state.label', defaultMessage: 'State of residence' }),
    wire: 'state',
    column: 'state',
    step: 'personalInfo',
    options: usStateCodes,
    required: true,
  }),
  hasBeenDiagnosed: flag({
    label: defineMessage({
      id: 'field.hasBeenDiagnosed.label',
      defaultMessage: 'Clinically diagnosed',
    }),
    wire: 'hasBeenDiagnosed',
    column: 'has_been_diagnosed',
    step: 'medicalCondition',
  }),
  primaryCondition: text({
    label: defineMessage({
      id: 'field.primaryCondition.label',
      defaultMessage: 'Primary rare condition',
    }),
    wire: 'condition',
    column: 'condition',
    step: 'medicalCondition',
    maxLength: 200,
  }),
  yearOfDiagnosis: year({
    label: defineMessage({
      id: 'field.yearOfDiagnosis.label',
      defaultMessage: 'Year of diagnosis',
    }),
    wire: 'diagnosis',
    column: 'diagnosis',
    step: 'medicalCondition',
    min: 1900,
  }),
  // Each symptom is free text or coded with an HPO term (contract/phenotypes/symptom.ts).
  primarySymptoms: symptomList({
    inSentence: defineMessage({
      id: 'field.primarySymptoms.inSentence',
      defaultMessage: 'primary symptoms',
    }),
    label: defineMessage({ id: 'field.primarySymptoms.label', defaultMessage: 'Primary symptoms' }),
    wire: 'symptoms',
    column: 'symptoms',
    step: 'medicalCondition',
    maxItems: 50,
    maxItemLength: 2000,
  }),
  medications: list({
    inSentence: defineMessage({
      id: 'field.medications.inSentence',
      defaultMessage: 'current medications',
    }),
    label: defineMessage({ id: 'field.medications.label', defaultMessage: 'Current medications' }),
    wire: 'medications',
    column: 'medications',
    step: 'medicalHistory',
    maxItems: 50,
    maxItemLength: 2000,
  }),
  otherConditions: list({
    inSentence: defineMessage({
      id: 'field.otherConditions.inSentence',
      defaultMessage: 'other medical conditions',
    }),
    label: defineMessage({
      id: 'field.otherConditions.label',
      defaultMessage: 'Other medical conditions',
    }),
    wire: 'otherConditions',
    column: 'other_conditions',
    step: 'medicalHistory',
    maxItems: 50,
    maxItemLength: 2000,
  }),
  familyHistory: text({
    label: defineMessage({
      id: 'field.familyHistory.label',
      defaultMessage: 'Family medical history',
    }),
    wire: 'familyHistory',
    column: 'family_history',
    step: 'medicalHistory',
    maxLength: 5000,
    multiline: true,
    savedWhenEmpty: 'No family history provided',
  }),
  hasGeneticReport: flag({
    label: defineMessage({
      id: 'field.hasGeneticReport.label',
      defaultMessage: 'Has a genetic testing report',
    }),
    wire: 'hasGeneticReport',
    column: 'has_genetic_report',
    step: 'geneticReport',
  }),
  checklistItems: subset({
    inSentence: defineMessage({
      id: 'field.checklistItems.inSentence',
      defaultMessage: 'medical checklist',
    }),
    label: defineMessage({ id: 'field.checklistItems.label', defaultMessage: 'Medical checklist' }),
    wire: 'checklistItems',
    column: 'checklist_items',
    step: 'medicalChecklist',
    options: checklistItemIds,
  }),
  appointmentDate: timestamp({
    label: defineMessage({ id: 'field.appointmentDate.label', defaultMessage: 'Appointment' }),
    wire: 'appointmentDate',
    column: 'appointment_date',
    step: 'bookAppointment',
  }),
  has_completed_onboarding: flag({
    label: defineMessage({
      id: 'field.has_completed_onboarding.label',
      defaultMessage: 'Onboarding complete',
    }),
    wire: 'has_completed_onboarding',
    column: 'has_completed_onboarding',
    step: 'bookAppointment',
  }),
  theme: choice({
    inSentence: defineMessage({ id: 'field.theme.inSentence', defaultMessage: 'theme' }),
    label: defineMessage({ id: 'field.theme.label', defaultMessage: 'Theme' }),
    wire: 'theme',
    column: 'theme',
    step: null,
    options: themePreferences,
  }),
  language: choice({
    inSentence: defineMessage({ id: 'field.language.inSentence', defaultMessage: 'language' }),
    label: defineMessage({ id: 'field.language.label', defaultMessage: 'Language' }),
    wire: 'language',
    column: 'language',
    step: null,
    // The language the app speaks to the patient, so mail and exports use it too (docs/i18n.md).
    options: supportedLocales,
  }),
} as const;
