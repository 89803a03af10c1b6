import * as v from 'valibot';
import { defineMessage, defineMessages, type Message, withValues } from '../../i18n/message.ts';
import { issueText } from '../issue-message.ts';
import { HPO_ID_PATTERN } from '../phenotypes/symptom.ts';
import { isNotInFuture, isRealDate, isRealTimestamp } from './calendar-checks.ts';
import type { AnyField, ListField, SymptomListField } from './field-kinds.ts';

/**
 * The words of every rule below, one catalogue message each. `{label}` is the field's label,
 * `{field}` the same inside a sentence ("primary symptoms").
 */
export const validationMessages = defineMessages({
  required: { id: 'validation.required', defaultMessage: '{label} is required' },
  notText: { id: 'validation.text.notText', defaultMessage: '{label} must be text' },
  controlCharacters: {
    id: 'validation.text.controlCharacters',
    defaultMessage: '{label} contains characters that are not allowed',
  },
  tooLong: {
    id: 'validation.text.tooLong',
    defaultMessage: '{label} must be at most {max} characters',
  },
  notDate: { id: 'validation.date.notDate', defaultMessage: '{label} must be a date' },
  unrealDate: { id: 'validation.date.unreal', defaultMessage: '{label} must be a real date' },
  tooEarly: { id: 'validation.date.tooEarly', defaultMessage: '{label} must be in 1900 or later' },
  future: { id: 'validation.date.future', defaultMessage: '{label} cannot be in the future' },
  chooseOne: {
    id: 'validation.choice.chooseOne',
    defaultMessage: 'Please choose a {field} from the list',
  },
  notYear: { id: 'validation.year.notYear', defaultMessage: '{label} must be a year' },
  notWholeYear: { id: 'validation.year.notWhole', defaultMessage: '{label} must be a whole year' },
  yearRange: {
    id: 'validation.year.range',
    defaultMessage: 'Enter a year between {min} and {maxYear}',
  },
  itemNotText: {
    id: 'validation.list.itemNotText',
    defaultMessage: 'Each item of {field} must be text',
  },
  itemBlank: {
    id: 'validation.list.itemBlank',
    defaultMessage: 'Items of {field} cannot be blank',
  },
  itemTooLong: {
    id: 'validation.list.itemTooLong',
    defaultMessage: 'Each item of {field} must be at most {maxItemLength} characters',
  },
  hpoIdMissing: {
    id: 'validation.symptom.hpoIdMissing',
    defaultMessage: 'A coded symptom needs an HPO term id',
  },
  hpoIdForm: {
    id: 'validation.symptom.hpoIdForm',
    defaultMessage: 'An HPO term id looks like HP:0001250',
  },
  symptomForm: {
    id: 'validation.symptom.form',
    defaultMessage: 'Each item of {field} must be text, or text with an HPO term id',
  },
  notList: { id: 'validation.list.notList', defaultMessage: '{label} must be a list' },
  tooMany: {
    id: 'validation.list.tooMany',
    defaultMessage: '{label} can hold at most {maxItems} items',
  },
  notFlag: { id: 'validation.flag.notFlag', defaultMessage: '{label} must be yes or no' },
  unknownItem: {
    id: 'validation.subset.unknownItem',
    defaultMessage: '{label} holds an unknown item',
  },
  itemTwice: { id: 'validation.subset.itemTwice', defaultMessage: '{label} lists an item twice' },
  notTimestamp: {
    id: 'validation.timestamp.notTimestamp',
    defaultMessage: '{label} must be a date and time',
  },
  unrealTimestamp: {
    id: 'validation.timestamp.unreal',
    defaultMessage: '{label} must be a real date and time',
  },
});

/** One rule's message for this field: its label, and the limits the rule names. */
function fieldMessage(field: AnyField, message: Message): string {
  const limits: Record<string, number> = {};
  if (field.kind === 'text') limits.max = field.maxLength;
  if (field.kind === 'year') {
    limits.min = field.min;
    limits.maxYear = new Date().getUTCFullYear();
  }
  if (field.kind === 'list' || field.kind === 'symptoms') {
    limits.maxItems = field.maxItems;
    limits.maxItemLength = field.maxItemLength;
  }
  return issueText(
    withValues(message, { label: field.label, field: field.inSentence ?? field.label, ...limits }),
  );
}

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

/**
 * The schema of one field's value in a save request. The same schema checks the form in the
 * browser and the request on the server, so both give the same message.
 */
export function wireValueSchema(field: AnyField): v.GenericSchema<unknown, unknown> {
  const m = (message: Message) => fieldMessage(field, message);
  const plainText = (multiline: boolean) =>
    v.check(
      (value: string) => !hasControlCharacter(value, multiline),
      m(validationMessages.controlCharacters),
    );
  /** One item of a list: plain text, trimmed, not blank, not too long. */
  const itemText = (list: ListField | SymptomListField) =>
    v.pipe(
      v.string(m(validationMessages.itemNotText)),
      plainText(false),
      v.trim(),
      v.nonEmpty(m(validationMessages.itemBlank)),
      v.maxLength(list.maxItemLength, m(validationMessages.itemTooLong)),
    );
  switch (field.kind) {
    case 'text': {
      const answer = v.pipe(
        v.string(m(validationMessages.notText)),
        plainText(field.multiline),
        v.maxLength(field.maxLength, m(validationMessages.tooLong)),
      );
      return field.required
        ? v.pipe(answer, v.trim(), v.nonEmpty(m(validationMessages.required)))
        : answer;
    }
    case 'date': {
      const day = v.pipe(
        v.string(m(validationMessages.notDate)),
        v.check(isRealDate, m(validationMessages.unrealDate)),
        v.check((value) => value >= '1900-01-01', m(validationMessages.tooEarly)),
        v.check((value) => isNotInFuture(value), m(validationMessages.future)),
      );
      return field.required
        ? v.pipe(
            v.string(m(validationMessages.required)),
            v.nonEmpty(m(validationMessages.required)),
            day,
          )
        : day;
    }
    case 'choice':
      return v.picklist(
        field.options,
        m(field.required ? validationMessages.required : validationMessages.chooseOne),
      );
    case 'year':
      return v.nullable(
        v.pipe(
          v.number(m(validationMessages.notYear)),
          v.integer(m(validationMessages.notWholeYear)),
          v.check(
            (value) => value >= field.min && value <= new Date().getUTCFullYear(),
            () => m(validationMessages.yearRange),
          ),
        ),
      );
    case 'list':
      return v.pipe(
        v.array(itemText(field), m(validationMessages.notList)),
        v.maxLength(field.maxItems, m(validationMessages.tooMany)),
      );
    case 'symptoms': {
      const coded = v.object(
        {
          text: itemText(field),
          hpo_id: v.pipe(
            v.string(m(validationMessages.hpoIdMissing)),
            v.regex(HPO_ID_PATTERN, m(validationMessages.hpoIdForm)),
          ),
        },
        m(validationMessages.symptomForm),
      );
      return v.pipe(
        // Each item by its own rules, so a refused item says why (text too long, unknown form).
        v.array(
          v.lazy((item) => (typeof item === 'string' ? itemText(field) : coded)),
          m(validationMessages.notList),
        ),
        v.maxLength(field.maxItems, m(validationMessages.tooMany)),
      );
    }
    case 'flag':
      return v.boolean(m(validationMessages.notFlag));
    case 'subset':
      return v.pipe(
        v.array(
          v.picklist(field.options, m(validationMessages.unknownItem)),
          m(validationMessages.notList),
        ),
        v.check((items) => new Set(items).size === items.length, m(validationMessages.itemTwice)),
      );
    case 'timestamp':
      return v.nullable(
        v.pipe(
          v.string(m(validationMessages.notTimestamp)),
          v.maxLength(40, m(validationMessages.notTimestamp)),
          v.check(isRealTimestamp, m(validationMessages.unrealTimestamp)),
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
    ? issueText(withValues(diagnosisBeforeBirth, { diagnosis, birthYear }))
    : null;
}

const diagnosisBeforeBirth = defineMessage({
  id: 'validation.diagnosisBeforeBirth',
  defaultMessage:
    'The year of diagnosis ({diagnosis}) cannot be before the year of birth ({birthYear})',
});
