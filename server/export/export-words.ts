import { onboardingSteps } from '../../contract/onboarding/steps.ts';
import { checklistQuestions } from '../../contract/options/checklist.ts';
import { genderOptions } from '../../contract/options/genders.ts';
import { profileFields } from '../../contract/profile/fields.ts';
import { defaultLocale, type Locale } from '../../i18n/locales.ts';
import { defineMessages, type Message } from '../../i18n/message.ts';
import { serverWords } from '../i18n/server-words.ts';

/**
 * The export's own words for people (FHIR `text`, `description`, `conclusion`, `note`), in the
 * patient's language. Codes and their displays (LOINC, HPO labels, ontology terms) are what a
 * system reads and stay as published.
 */
export const exportTexts = defineMessages({
  otherCondition: { id: 'export.condition.other', defaultMessage: 'Other medical condition' },
  counseling: { id: 'export.appointment.service', defaultMessage: 'Genetic counseling' },
  virtual: { id: 'export.appointment.type', defaultMessage: 'Virtual appointment' },
  appointment: {
    id: 'export.appointment.description',
    defaultMessage: 'Virtual genetic counseling appointment',
  },
  onboarding: { id: 'export.onboarding.title', defaultMessage: 'herd Health onboarding' },
  noClassification: {
    id: 'export.report.noClassification',
    defaultMessage: 'The report states no classification for this variant',
  },
  carrier: { id: 'export.report.carrier', defaultMessage: 'Carrier' },
  unreadable: {
    id: 'export.report.unreadable',
    defaultMessage: 'The report could not be read clearly.',
  },
  notGenetic: {
    id: 'export.report.notGenetic',
    defaultMessage: 'The document is not a genetic test report.',
  },
  noFinding: {
    id: 'export.report.noFinding',
    defaultMessage: 'No variant was read from this report as a finding.',
  },
  uploadedFile: {
    id: 'export.report.file',
    defaultMessage: 'The genetic testing report the patient uploaded',
  },
  alsoNamed: { id: 'export.report.alsoNamed', defaultMessage: 'Also named in the report: {names}' },
});

// The product's questions as the patient saw them: the same catalogue messages as the app's.
const questionWords: Message[] = [
  ...onboardingSteps.map((step) => step.title),
  ...Object.values(profileFields).map((field) => field.label),
  ...checklistQuestions.map((question) => question.label),
  ...genderOptions.map((option) => option.label),
];

const words = serverWords([...Object.values(exportTexts), ...questionWords]);

/** The words of one export, in one language. */
export type ExportWords = (
  message: Message,
  values?: Readonly<Record<string, string | number>>,
) => string;

export const exportWordsIn =
  (locale: Locale = defaultLocale): ExportWords =>
  (message, values) =>
    words.text(locale, message, values);
