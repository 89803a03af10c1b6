import { checklistItemIds, checklistQuestions } from '@contract/options/checklist';
import { genderOptions, genderValues } from '@contract/options/genders';
import { usStateCodes, usStates } from '@contract/options/us-states';
import { type Symptom, symptomText } from '@contract/phenotypes/symptom';
import type { AnyField } from '@contract/profile/field-kinds';
import { profileFields } from '@contract/profile/fields';
import {
  type AnswersPatch,
  type PatientAnswers,
  type ProfileFieldName,
  profileFieldNames,
} from '@contract/profile/profile';
import { answersFromWire, patchToWire } from '@contract/profile/wire-mapping';
import type { StoredAnswers } from '@contract/profile/wire-types';
import { english } from '@i18n/english';
import { languageName } from '@i18n/language-names';
import { supportedLocales } from '@i18n/locales';

/**
 * Answers as a person reads and types them, both ways: the tables of the Gherkin features (labels
 * and the words on screen) and the values the app and the API use. The feature writer turns
 * answers into rows; the step definitions turn rows back into answers. Every field of
 * `contract/profile/fields.ts` is covered by its kind, so a new field needs nothing here (a
 * choice whose options are not listed below shows its values with a capital letter).
 */
export type Row = [label: string, value: string];

/** Labels a step form gives a field instead of the field's own (src/components/step-forms/). */
export const formLabels: Partial<Record<ProfileFieldName, string>> = {
  hasBeenDiagnosed: 'Have you been clinically diagnosed with a rare condition?',
  hasGeneticReport: "Do you have a clinical genetics testing report that you'd like to upload?",
};

const labelledOptions: Array<{
  values: readonly string[];
  options: ReadonlyArray<{ value: string; label: string }>;
}> = [
  {
    values: genderValues,
    options: genderOptions.map((option) => ({ value: option.value, label: english(option.label) })),
  },
  {
    // The language menu names each language in itself ("Español").
    values: supportedLocales,
    options: supportedLocales.map((locale) => ({ value: locale, label: languageName(locale) })),
  },
  {
    values: usStateCodes,
    options: usStates.map((state) => ({ value: state.code, label: english(state.name) })),
  },
  {
    values: checklistItemIds,
    options: checklistQuestions.map((question) => ({
      value: question.id,
      label: english(question.label),
    })),
  },
];

/** A field's label in the English words on screen (labels are catalogue messages). */
const labelOf = (name: ProfileFieldName) => english(profileFields[name].label);

const capitalised = (value: string) => `${value.slice(0, 1).toUpperCase()}${value.slice(1)}`;

function optionsOf(field: AnyField): ReadonlyArray<{ value: string; label: string }> {
  const values = 'options' in field ? (field.options as readonly string[]) : [];
  const known = labelledOptions.find((entry) => entry.values === values);
  return known?.options ?? values.map((value) => ({ value, label: capitalised(value) }));
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** An empty list, as a table shows it (an empty cell would read as a forgotten value). */
export const noItems = '(none)';

/** A field's answer in the words on screen ("Female", "Michigan", "Yes", "Cough, Fatigue"). */
export function shownValue(field: ProfileFieldName, value: unknown): string {
  const declared = profileFields[field] as AnyField;
  switch (declared.kind) {
    case 'flag':
      return yesNo(value === true);
    case 'choice':
      return optionsOf(declared).find((option) => option.value === value)?.label ?? String(value);
    case 'list':
      return (value as string[]).join(', ') || noItems;
    case 'symptoms':
      return (value as Symptom[]).map(symptomText).join(', ') || noItems;
    case 'subset': {
      const options = optionsOf(declared);
      const labels = (value as string[]).map(
        (id) => options.find((option) => option.value === id)?.label ?? id,
      );
      return labels.join(', ') || noItems;
    }
    default:
      return String(value ?? '');
  }
}

/** An answer typed as shown back into the app's value. */
export function typedValue(field: ProfileFieldName, shown: string): unknown {
  const declared = profileFields[field] as AnyField;
  const items = () =>
    (shown === noItems ? '' : shown)
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  switch (declared.kind) {
    case 'flag':
      return shown === 'Yes';
    case 'choice':
      return optionsOf(declared).find((option) => option.label === shown)?.value ?? shown;
    case 'list':
    case 'symptoms':
      return items();
    case 'subset':
      return items().map(
        (label) => optionsOf(declared).find((option) => option.label === label)?.value ?? label,
      );
    default:
      return shown;
  }
}

export function fieldOfLabel(label: string): ProfileFieldName {
  const field = profileFieldNames.find(
    (name) => labelOf(name) === label || formLabels[name] === label,
  );
  if (!field) throw new Error(`No patient field is labelled "${label}"`);
  return field;
}

/** The answers the server holds, as rows of field labels and shown values (never-sent left out). */
export function storedRows(stored: StoredAnswers): Row[] {
  const answers = answersFromWire(stored);
  const record = stored as Record<string, unknown>;
  return profileFieldNames
    .filter((name) => record[profileFields[name].wire] !== null)
    .map((name) => [labelOf(name), shownValue(name, answers[name])]);
}

/** Rows of labels and shown values back into the request `POST /api/user/onboarding` takes. */
export function requestOfRows(rows: readonly Row[]): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const [label, shown] of rows) {
    const field = fieldOfLabel(label);
    patch[field] = typedValue(field, shown);
  }
  return patchToWire(patch as AnswersPatch);
}

/**
 * What the patient types into a step's form, in the order of the form: one row per field, the
 * subset questions (the checklist) one row each with Yes or No. Empty answers are left out.
 */
export function formRows(patch: AnswersPatch): Row[] {
  const rows: Row[] = [];
  for (const name of profileFieldNames) {
    const value = (patch as Partial<PatientAnswers>)[name];
    if (value === undefined) continue;
    const declared = profileFields[name] as AnyField;
    if (declared.kind === 'subset') {
      const chosen = new Set(value as string[]);
      for (const option of optionsOf(declared)) {
        rows.push([option.label, yesNo(chosen.has(option.value))]);
      }
      continue;
    }
    if (value === '' || (Array.isArray(value) && value.length === 0)) continue;
    rows.push([formLabels[name] ?? labelOf(name), shownValue(name, value)]);
  }
  return rows;
}
