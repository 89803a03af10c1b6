import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../scripts/lib/qa/oracle/catalogue-texts';

describe('the QA oracle in the language on screen', () => {
  it('says an English text from the chosen catalogue, by message id', () => {
    expect(inLanguage('Personal Information', 'es')).toBe('Datos personales');
    expect(inLanguage('Language not changed', 'ar')).toBe('لم تتغيّر اللغة');
  });

  it('keeps the values of a message that has some', () => {
    expect(inLanguage('Welcome back, Pat', 'es')).toBe('Hola de nuevo, Pat');
  });

  it('leaves English as it is', () => {
    expect(inLanguage('Personal Information', null)).toBe('Personal Information');
    expect(inLanguage('Personal Information', 'en')).toBe('Personal Information');
  });

  it('refuses a text no message says, rather than check English on a Spanish page', () => {
    expect(() => inLanguage('Words the app never shows', 'es')).toThrow(/No message/);
    expect(() => inLanguage('Personal Information', 'fr')).toThrow(/no catalogue/);
  });
});
