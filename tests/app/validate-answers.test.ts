import { english } from '@i18n/english';
import { describe, expect, it } from 'vitest';
import { type FieldErrors, validateAnswers } from '@/components/step-form/validate-answers';

/** The messages at each field, as the patient reads them in English. */
const inEnglish = (errors: FieldErrors) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, error && english(error)]),
  );

const message = 'The year of diagnosis (1989) cannot be before the year of birth (1990)';

describe('a year of diagnosis not before the year of birth (issue 30, row 8)', () => {
  it('refuses a year of diagnosis before the stored birth year, at the year', () => {
    const errors = validateAnswers(
      { primaryCondition: 'Cystic fibrosis', yearOfDiagnosis: '1989' },
      { dateOfBirth: '1990-04-12', yearOfDiagnosis: '' },
    );
    expect(inEnglish(errors)).toEqual({ yearOfDiagnosis: message });
  });

  it('accepts the birth year itself and a year with no date of birth on file', () => {
    expect(
      validateAnswers(
        { yearOfDiagnosis: '1990' },
        { dateOfBirth: '1990-04-12', yearOfDiagnosis: '' },
      ),
    ).toEqual({});
    expect(
      validateAnswers({ yearOfDiagnosis: '1989' }, { dateOfBirth: '', yearOfDiagnosis: '' }),
    ).toEqual({});
  });

  it('refuses a date of birth after the stored year of diagnosis, at the date', () => {
    const errors = validateAnswers(
      { dateOfBirth: '1990-04-12' },
      { dateOfBirth: '1985-01-01', yearOfDiagnosis: '1989' },
    );
    expect(inEnglish(errors)).toEqual({ dateOfBirth: message });
  });

  it("keeps a field's own rule first", () => {
    const errors = validateAnswers(
      { yearOfDiagnosis: '1850' },
      { dateOfBirth: '1990-04-12', yearOfDiagnosis: '' },
    );
    expect(inEnglish(errors).yearOfDiagnosis).toMatch(/between 1900 and/);
  });
});
