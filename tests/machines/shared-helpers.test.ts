import { withValues } from '@i18n/message';
import { verbatim } from '@i18n/verbatim';
import { machineCatalogue } from '@machines/catalogue';
import {
  authFailedToast,
  exchangeErrorText,
  googleProviderErrorToast,
  inlineTexts,
  messages,
  noCodeToast,
  reportProcessedToast,
  stepToasts,
} from '@machines/shared/messages';
import { notProvided } from '@machines/shared/not-provided';
import { toastActor } from '@machines/shared/send-toast';
import { fieldOf, isUnauthorized, reasonOf } from '@machines/shared/service-error';
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, createMachine } from 'xstate';
import { toastWords, words } from './support/in-english';
import { apiError, networkError } from './support/recorders';
import { spec, specInline } from './support/spec-texts';

describe("the spec's messages (section 8)", () => {
  it.each(Object.keys(spec).filter((key) => key in messages))('%s', (key) => {
    expect(toastWords(messages[key as keyof typeof messages])).toEqual(
      spec[key as keyof typeof spec],
    );
  });

  it('each step has its saved and failed message', () => {
    const inEnglish = Object.fromEntries(
      Object.entries(stepToasts).map(([step, toasts]) => [
        step,
        { saved: toastWords(toasts.saved), failed: toastWords(toasts.failed) },
      ]),
    );
    expect(inEnglish).toEqual({
      personalInfo: { saved: spec.personalInfoSaved, failed: spec.personalInfoFailed },
      medicalCondition: { saved: spec.medicalConditionSaved, failed: spec.medicalConditionFailed },
      medicalHistory: { saved: spec.medicalHistorySaved, failed: spec.medicalHistoryFailed },
      geneticReport: { saved: spec.preferenceSaved, failed: spec.preferenceFailed },
      medicalChecklist: { saved: spec.checklistSaved, failed: spec.checklistFailed },
      bookAppointment: { saved: spec.onboardingCompleted, failed: spec.completeFailed },
    });
  });

  it('the inline texts', () => {
    const { providerError, ...fixed } = inlineTexts;
    expect(
      Object.fromEntries(Object.entries(fixed).map(([key, text]) => [key, words(text)])),
    ).toEqual(specInline);
    expect(words(withValues(providerError, { error: 'access_denied' }))).toBe(
      'Authentication error: access_denied',
    );
  });

  it('the messages built from values', () => {
    expect(toastWords(reportProcessedToast(4))).toEqual(spec.reportProcessed(4));
    expect(words(reportProcessedToast(1).description)).toBe(
      'Found 1 genetic variant in your report.',
    );
    expect(toastWords(googleProviderErrorToast('access_denied'))).toEqual(
      spec.googleProviderError('access_denied'),
    );
    expect(toastWords(noCodeToast)).toEqual(spec.noCode);
    expect(toastWords(authFailedToast(null))).toEqual(spec.authFailed);
    expect(toastWords(authFailedToast(verbatim('Email taken')))).toEqual({
      ...spec.authFailed,
      description: 'Email taken',
    });
  });

  it("the exchange failure: the server's detail, else the message, else the fallback", () => {
    expect(words(exchangeErrorText({ detail: 'Bad code', message: 'HTTP 400' }))).toBe('Bad code');
    expect(words(exchangeErrorText({ detail: '', message: 'HTTP 400' }))).toBe('HTTP 400');
    expect(words(exchangeErrorText({ detail: 42, message: 'HTTP 400' }))).toBe('HTTP 400');
    expect(words(exchangeErrorText({ message: 7 }))).toBe(specInline.exchangeFallback);
    expect(words(exchangeErrorText({}))).toBe(specInline.exchangeFallback);
    expect(words(exchangeErrorText(null))).toBe(specInline.exchangeFallback);
    expect(words(exchangeErrorText('text'))).toBe(specInline.exchangeFallback);
  });

  it("the exchange failure: the server's reason in the patient's language comes first", () => {
    const reason = { id: 'auth.google.expired', defaultMessage: 'This sign-in link has expired.' };
    expect(exchangeErrorText({ reason, detail: 'expired', message: 'HTTP 400' })).toBe(reason);
    expect(words(exchangeErrorText({ reason: null, detail: 'Bad code' }))).toBe('Bad code');
    expect(words(exchangeErrorText({ reason: { text: 'no id' }, detail: 'Bad code' }))).toBe(
      'Bad code',
    );
  });
});

describe('reading a failed request', () => {
  it('only a 401 ends the session', () => {
    expect(isUnauthorized(apiError(401))).toBe(true);
    expect(isUnauthorized(apiError(403))).toBe(false);
    expect(isUnauthorized(networkError())).toBe(false);
    expect(isUnauthorized({ status: '401' })).toBe(false);
    expect(isUnauthorized(null)).toBe(false);
    expect(isUnauthorized(401)).toBe(false);
  });

  it("gives the server's reason for refusals the patient can act on (4xx but 401)", () => {
    expect(words(reasonOf(apiError(400, 'Bad year')))).toBe('Bad year');
    expect(words(reasonOf(apiError(499, 'Edge')))).toBe('Edge');
    expect(words(reasonOf(apiError(429, 'Too many')))).toBe('Too many');
    expect(reasonOf(apiError(401, 'Expired'))).toBeNull();
    expect(reasonOf(apiError(500, 'Stack'))).toBeNull();
    expect(reasonOf(apiError(503, 'Down'))).toBeNull();
    expect(reasonOf(apiError(400, ''))).toBeNull();
    expect(reasonOf(apiError(400))).toBeNull();
    expect(reasonOf({ status: 400, detail: 5 })).toBeNull();
    expect(reasonOf(networkError())).toBeNull();
    expect(reasonOf({ detail: 'No status' })).toBeNull();
    expect(reasonOf({ status: '400', detail: 'Status as text' })).toBeNull();
    expect(reasonOf(undefined)).toBeNull();
  });

  it('names the field a refusal is about, if any', () => {
    expect(fieldOf(apiError(400, 'Bad', 'diagnosis'))).toBe('diagnosis');
    expect(fieldOf(apiError(400, 'Bad'))).toBeNull();
    expect(fieldOf({ status: 400, field: 3 })).toBeNull();
    expect(fieldOf('x')).toBeNull();
  });
});

describe('effects src/ must provide', () => {
  it('fail loudly, naming the effect, until provided', () => {
    expect(() => notProvided('uploadReport')).toThrow(
      'uploadReport is not provided: supply it with machine.provide() from src/',
    );
  });

  /** Every effect each machine leaves to src/ (machines/README.md, "Effects src/ must provide"). */
  const effects = [
    ['app', 'actor', 'fetchCurrentUser'],
    ['app', 'actor', 'renewSession'],
    ['app', 'actor', 'startGoogleSignIn'],
    ['app', 'action', 'storeToken'],
    ['app', 'action', 'clearToken'],
    ['app', 'action', 'endSession'],
    ['signIn', 'actor', 'login'],
    ['signIn', 'actor', 'register'],
    ['signIn', 'actor', 'startGoogleSignIn'],
    ['signIn', 'actor', 'exchangeGoogleCode'],
    ['saveAnswers', 'actor', 'saveAnswers'],
    ['upload', 'actor', 'uploadReport'],
    ['upload', 'actor', 'fetchReport'],
    ['upload', 'actor', 'fetchJob'],
    ['upload', 'actor', 'fetchWaitingJob'],
    ['upload', 'action', 'storeRunId'],
    ['upload', 'action', 'cancelJob'],
    ['booking', 'actor', 'loadBookingEmbed'],
    ['dashboard', 'actor', 'fetchReport'],
    ['dashboard', 'actor', 'downloadReport'],
    ['settings', 'actor', 'downloadExport'],
    ['account', 'actor', 'changePassword'],
    ['account', 'actor', 'deleteAccount'],
    ['theme', 'action', 'storeTheme'],
    ['theme', 'action', 'applyTheme'],
    ['app', 'action', 'saveLanguage'],
    ['language', 'actor', 'loadCatalogue'],
    ['language', 'action', 'applyLanguage'],
    ['language', 'action', 'storeLanguage'],
    ['dashboard', 'actor', 'deleteReport'],
    ['dashboard', 'actor', 'recordReplacement'],
    ['account', 'actor', 'fetchActivity'],
    ['forgotPassword', 'actor', 'requestPasswordReset'],
    ['resetPassword', 'actor', 'setNewPassword'],
    ['confirmEmail', 'actor', 'verifyEmail'],
    ['emailReminder', 'actor', 'resendConfirmation'],
  ] as const;

  it.each(effects)('%s: the %s %s fails naming itself until provided', async (id, kind, name) => {
    const entry = machineCatalogue.find((candidate) => candidate.id === id);
    const implementations = entry?.machine.implementations;

    if (kind === 'action') {
      const action = implementations?.actions[name] as ((...args: unknown[]) => void) | undefined;
      expect(action).toBeTypeOf('function');
      expect(() => action?.({}, {})).toThrow(`${name} is not provided`);
      return;
    }
    const logic = implementations?.actors[name] as Parameters<typeof createActor>[0] | undefined;
    expect(logic).toBeDefined();
    const actor = createActor(logic as Parameters<typeof createActor>[0], { input: {} as never });
    const failure = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    expect(String(await failure)).toContain(`${name} is not provided`);
  });
});

describe('the signed-in parts src/ loads apart from the sign-in page', () => {
  it.each(['onboarding', 'dashboard', 'settings'])(
    'the app cannot start %s until src/ provides it, and says which',
    async (name) => {
      const app = machineCatalogue.find((candidate) => candidate.id === 'app');
      const logic = app?.machine.implementations.actors[name] as
        | Parameters<typeof createActor>[0]
        | undefined;
      expect(logic).toBeDefined();
      const actor = createActor(logic as Parameters<typeof createActor>[0]);
      const failure = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }));
      actor.start();
      expect(String(await failure)).toContain(`${name} is not provided`);
    },
  );
});

describe('finding the toast actor', () => {
  it('is the one registered as "toast" in the system', () => {
    const toast = createActor(createMachine({})).start();
    const self = createActor(createMachine({})).start();

    expect(
      toastActor({ system: { get: (id) => (id === 'toast' ? toast : undefined) }, self }),
    ).toBe(toast);
  });

  it('falls back to the sender, which ignores it, outside an app', () => {
    const self = createActor(createMachine({})).start() as AnyActorRef;

    expect(toastActor({ system: { get: () => undefined }, self })).toBe(self);
  });
});
