import * as v from 'valibot';
import { HPO_ID_PATTERN } from '../phenotypes/symptom.ts';
import { isNotInFuture, isRealDate, isRealTimestamp } from './calendar-checks.ts';
import type { AnyField, ListField, SymptomListField } from './field-kinds.ts';

/** Control characters (NUL and friends) are refused; tabs and line breaks only in long text. */
function hasControlCharacter(value: string, allowBreaks: boolean): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    const isControl = code < 0x20 || code === 0x7f;
    const isBreak = char === '\t' || char === '\n' || char === '\r';
    if (isControl && !(allowBreaks && isBreak)) return true;
  }
  return false;
}

const plainText = (label: string, multiline: boolean) =>
  v.check(
    (value: string) => !hasControlCharacter(value, multiline),
    `${label} contains characters that are not allowed`,
  );

const chooseOne = (label: string) => `Please choose a ${label.toLowerCase()} from the list`;

/** One item of a list: plain text, trimmed, not blank, not too long. */
function itemText(field: ListField | SymptomListField) {
  const name = field.label.toLowerCase();
  return v.pipe(
    v.string(`Each item of ${name} must be text`),
    plainText(field.label, false),
    v.trim(),
    v.nonEmpty(`Items of ${name} cannot be blank`),
    v.maxLength(
      field.maxItemLength,
      `Each item of ${name} must be at most ${field.maxItemLength} characters`,
    ),
  );
}

/**
 * The schema of one field's value in a save request. The same schema checks the form in the
 * browser and the request on the server, so both give the same message.
 */
export function wireValueSchema(field: AnyField): v.GenericSchema<unknown, unknown> {
  const { label } = field;
  switch (field.kind) {
    case 'text': {
      const answer = v.pipe(
        v.string(`${label} must be text`),
        plainText(label, field.multiline),
        v.maxLength(field.maxLength, `${label} must be at most ${field.maxLength} characters`),
      );
      return field.required ? v.pipe(answer, v.trim(), v.nonEmpty(`${label} is required`)) : answer;
    }
    case 'date': {
      const day = v.pipe(
        v.string(`${label} must be a date`),
        v.check(isRealDate, `${label} must be a real date`),
        v.check((value) => value >= '1900-01-01', `${label} must be in 1900 or later`),
        v.check((value) => isNotInFuture(value), `${label} cannot be in the future`),
      );
      return field.required
        ? v.pipe(v.string(`${label} is required`), v.nonEmpty(`${label} is required`), day)
        : day;
    }
    case 'choice':
      return v.picklist(field.options, field.required ? `${label} is required` : chooseOne(label));
    case 'year':
      return v.nullable(
        v.pipe(
          v.number(`${label} must be a year`),
          v.integer(`${label} must be a whole year`),
          v.check(
            (value) => value >= field.min && value <= new Date().getUTCFullYear(),
            () => `Enter a year between ${field.min} and ${new Date().getUTCFullYear()}`,
          ),
        ),
      );
    case 'list':
      return v.pipe(
        v.array(itemText(field), `${label} must be a list`),
        v.maxLength(field.maxItems, `${label} can hold at most ${field.maxItems} items`),
      );
    case 'symptoms': {
      const coded = v.object(
        {
          text: itemText(field),
          hpo_id: v.pipe(
            v.string('A coded symptom needs an HPO term id'),
            v.regex(HPO_ID_PATTERN, 'An HPO term id looks like HP:0001250'),
          ),
        },
        `Each item of ${label.toLowerCase()} must be text, or text with an HPO term id`,
      );
      return v.pipe(
        // Each item by its own rules, so a refused item says why (text too long, unknown form).
        v.array(
          v.lazy((item) => (typeof item === 'string' ? itemText(field) : coded)),
          `${label} must be a list`,
        ),
        v.maxLength(field.maxItems, `${label} can hold at most ${field.maxItems} items`),
      );
    }
    case 'flag':
      return v.boolean(`${label} must be yes or no`);
    case 'subset':
      return v.pipe(
        v.array(
          v.picklist(field.options, `${label} holds an unknown item`),
          `${label} must be a list`,
        ),
        v.check((items) => new Set(items).size === items.length, `${label} lists an item twice`),
      );
    case 'timestamp':
      return v.nullable(
        v.pipe(
          v.string(`${label} must be a date and time`),
          v.maxLength(40, `${label} must be a date and time`),
          v.check(isRealTimestamp, `${label} must be a real date and time`),
        ),
      );
  }
}

/** The schema of one field's value in `GET /auth/me`: null when never provided. */
export function storedValueSchema(field: AnyField): v.GenericSchema<unknown, unknown> {
  switch (field.kind) {
    case 'list':
    case 'subset':
      return v.nullable(v.array(v.string()));
    case 'symptoms':
      return v.nullable(
        v.array(v.union([v.string(), v.object({ text: v.string(), hpo_id: v.string() })])),
      );
    case 'flag':
      return v.nullable(v.boolean());
    case 'year':
      return v.nullable(v.number());
    default:
      return v.nullable(v.string());
  }
}

/**
 * A rule across two answers: a diagnosis cannot come before the patient was born. Given the
 * year of diagnosis and the date of birth as they will be stored (the request laid over what is
 * stored), the message, or null when either is missing or they agree. The browser shows it at
 * whichever of the two the patient is changing; the server answers it with 422 at that field.
 */
export function diagnosisBeforeBirthProblem(
  diagnosis: number | null | undefined,
  dateOfBirth: string | null | undefined,
): string | null {
  if (typeof diagnosis !== 'number' || !dateOfBirth || !isRealDate(dateOfBirth)) return null;
  const birthYear = Number(dateOfBirth.slice(0, 4));
  return diagnosis < birthYear
    ? `The year of diagnosis (${diagnosis}) cannot be before the year of birth (${birthYear})`
    : null;
}
