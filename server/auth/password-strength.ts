import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { defineMessages, type Message, withValues } from '../../i18n/message.ts';

/** zxcvbn's 3: at least 10^10 guesses ("safely unguessable" against an offline attack). */
export const MIN_PASSWORD_SCORE = 3;

let factory: ZxcvbnFactory | undefined;

// Built on first use: the dictionaries (common and breached passwords, English words, names)
// take about 40 MB and 150 ms, which a server that only ever signs patients in never pays.
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary },
    // Bounds the work per check (worst case about 80 ms instead of seconds): characters past
    // 64 are not scored, and l33t variants are tried for at most 10 substitutions.
    maxLength: 64,
    l33tMaxSubstitutions: 10,
  });
  return factory;
}

const passwordProblems = defineMessages({
  isEmail: {
    id: 'error.password.isEmail',
    defaultMessage: 'The password must not be your email address.',
  },
  containsEmail: {
    id: 'error.password.containsEmail',
    defaultMessage: 'The password must not contain your email address.',
  },
  madeOfName: {
    id: 'error.password.madeOfName',
    defaultMessage: 'The password must not be made of your name or email address.',
  },
  tooEasy: {
    id: 'error.password.tooEasy',
    defaultMessage:
      'This password is too easy to guess. {warning}Use a longer password, for example three or four unrelated words.',
    description:
      "{warning} is zxcvbn's English hint with a trailing space (for example 'This is a very common password. '), or empty.",
  },
});

const letters = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Why this password must not be used (a catalogue message); null when it is fine. Refuses
 * common and breached passwords (zxcvbn's dictionaries, offline), guessable patterns, and the
 * account's own email address or name.
 */
export function passwordProblem(
  password: string,
  account: { email: string; name?: string | null },
): Message | null {
  const localPart = account.email.split('@')[0] ?? '';
  const typed = letters(password);
  if (typed.length > 0 && [account.email, localPart].some((part) => letters(part) === typed)) {
    return passwordProblems.isEmail;
  }
  if (letters(localPart).length >= 4 && typed.includes(letters(localPart))) {
    return passwordProblems.containsEmail;
  }
  // The email's words too ("jennifer", "lopez", "example", "com" of jennifer.lopez@example.com):
  // a password made of them is as guessable as the address itself.
  const inputs = [
    account.email,
    localPart,
    ...account.email.split(/[^\p{L}\p{N}]+/u),
    ...(account.name ?? '').split(/[^\p{L}\p{N}]+/u),
  ].filter((part) => part.length >= 3);
  // What is left once the name's and the email's words are taken out, e.g. "Lovelace1!".
  let rest = typed;
  for (const part of inputs.map(letters).filter((part) => part.length >= 3)) {
    rest = rest.replaceAll(part, '');
  }
  if (rest.length < 4) return passwordProblems.madeOfName;
  const result = estimator().check(password, inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const warning = result.feedback.warning ? `${result.feedback.warning} ` : '';
  return withValues(passwordProblems.tooEasy, { warning });
}
