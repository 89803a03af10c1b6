import { type Symptom, symptomText } from '../phenotypes/symptom.ts';
import type { AnyField } from './field-kinds.ts';
import { profileFields } from './fields.ts';
import {
  type AnswersPatch,
  type PatientAnswers,
  type ProfileFieldName,
  profileFieldNames,
} from './profile.ts';
import type { OnboardingRequest, StoredAnswers } from './wire-types.ts';

/** The wire name's field, for showing a server error at its field. */
export function fieldNameOfWire(wire: string): ProfileFieldName | null {
  return profileFieldNames.find((key) => profileFields[key].wire === wire) ?? null;
}

function fromWire(field: AnyField, value: unknown): unknown {
  switch (field.kind) {
    case 'list':
    case 'subset':
    case 'symptoms':
      return Array.isArray(value) ? [...value] : [];
    case 'flag':
      return value === true;
    case 'year':
      return typeof value === 'number' ? String(value) : '';
    case 'timestamp':
      return typeof value === 'string' ? value : null;
    default:
      return typeof value === 'string' ? value : '';
  }
}

function toWire(field: AnyField, value: unknown): unknown {
  switch (field.kind) {
    case 'text': {
      const answer = String(value ?? '');
      return field.savedWhenEmpty && answer.trim() === '' ? field.savedWhenEmpty : answer;
    }
    case 'year': {
      const answer = String(value ?? '').trim();
      return answer === '' ? null : Number(answer);
    }
    case 'list':
      return (value as string[]).map((item) => item.trim()).filter((item) => item !== '');
    case 'symptoms':
      return (value as Symptom[])
        .map((item) =>
          typeof item === 'string' ? item.trim() : { ...item, text: item.text.trim() },
        )
        .filter((item) => symptomText(item) !== '');
    default:
      return value;
  }
}

/** `GET /auth/me`'s answers in the app's terms. */
export function answersFromWire(stored: StoredAnswers): PatientAnswers {
  const record = stored as Record<string, unknown>;
  return Object.fromEntries(
    profileFieldNames.map((key) => [
      key,
      fromWire(profileFields[key], record[profileFields[key].wire]),
    ]),
  ) as PatientAnswers;
}

/** A step's answers as the save request sends them; fields not in the patch are left out. */
export function patchToWire(patch: AnswersPatch): OnboardingRequest {
  const request: Record<string, unknown> = {};
  for (const key of profileFieldNames) {
    if (patch[key] === undefined) continue;
    request[profileFields[key].wire] = toWire(profileFields[key], patch[key]);
  }
  return request as OnboardingRequest;
}
