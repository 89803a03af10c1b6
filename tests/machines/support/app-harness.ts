import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { appMachine, type SaveOnboardingInput } from '@machines/app/app.machine';
import { bookingMachine } from '@machines/booking/booking.machine';
import type { GeneticReportResult } from '@machines/domain/genetic-report';
import type { AuthSession, OnboardingCheck } from '@machines/domain/session';
import type { ToastInput } from '@machines/domain/toast';
import type { UserProfile } from '@machines/domain/user-profile';
import { themeMachine } from '@machines/theme/theme.machine';
import { uploadMachine } from '@machines/upload/upload.machine';

export interface Effects {
  fetchCurrentUser: () => Promise<UserProfile | null>;
  login: () => Promise<AuthSession>;
  register: () => Promise<AuthSession>;
  exchangeGoogleCode: () => Promise<AuthSession>;
  startGoogleSignIn: () => Promise<void>;
  checkOnboarding: () => Promise<OnboardingCheck>;
  saveOnboarding: (input: SaveOnboardingInput) => Promise<void>;
  uploadReport: () => Promise<GeneticReportResult>;
}

export const session: AuthSession = {
  access_token: 'token-1',
  email: 'pat@example.com',
  name: 'Pat Doe',
};

export interface EffectLog {
  calls: string[];
  saves: SaveOnboardingInput[];
  tokens: string[];
  themes: boolean[];
}

/** The app machine with scripted effects that record what they were asked to do. */
export function scriptedAppMachine(overrides: Partial<Effects> = {}) {
  const log: EffectLog = {
    calls: [],
    saves: [],
    tokens: [],
    themes: [],
  };
  const effects: Effects = {
    fetchCurrentUser: async () => null,
    login: async () => session,
    register: async () => session,
    exchangeGoogleCode: async () => session,
    // The browser leaves for Google: the promise never settles.
    startGoogleSignIn: () => new Promise<void>(() => {}),
    checkOnboarding: async () => ({ redirect_path: '/onboarding' }),
    saveOnboarding: async () => {},
    uploadReport: async () => ({ run_id: 'run-1', variants: [] }),
    ...overrides,
  };
  const call =
    <T, I>(name: keyof Effects, run: (input: I) => Promise<T>) =>
    ({ input }: { input: I }) => {
      log.calls.push(name);
      return run(input);
    };
  const machine = appMachine.provide({
    actors: {
      fetchCurrentUser: fromPromise(call('fetchCurrentUser', effects.fetchCurrentUser)),
      login: fromPromise(call('login', effects.login)),
      register: fromPromise(call('register', effects.register)),
      exchangeGoogleCode: fromPromise(call('exchangeGoogleCode', effects.exchangeGoogleCode)),
      startGoogleSignIn: fromPromise(call('startGoogleSignIn', effects.startGoogleSignIn)),
      checkOnboarding: fromPromise(call('checkOnboarding', effects.checkOnboarding)),
      saveOnboarding: fromPromise(
        call('saveOnboarding', (input: SaveOnboardingInput) => {
          log.saves.push(input);
          return effects.saveOnboarding(input);
        }),
      ),
      theme: themeMachine.provide({
        actions: {
          applyTheme: (_, params) => log.themes.push(params.dark),
          storeTheme: () => {},
        },
      }),
      upload: uploadMachine.provide({
        actors: { uploadReport: fromPromise(call('uploadReport', effects.uploadReport)) },
        actions: { storeRunId: () => log.calls.push('storeRunId') },
      }),
      booking: bookingMachine.provide({
        actors: { loadBookingEmbed: fromCallback(() => () => {}) },
      }),
    },
    actions: {
      storeToken: (_, params) => log.tokens.push(params.token),
      clearToken: () => log.calls.push('clearToken'),
    },
  });
  return { machine, log };
}

/** An app actor with scripted effects, a simulated clock and a log of everything it did. */
export function startApp(overrides: Partial<Effects> = {}) {
  const { machine, log } = scriptedAppMachine(overrides);
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input: {} });
  actor.start();
  const toasts = (): ToastInput[] => {
    const toast = actor.system.get('toast');
    const snapshot = toast?.getSnapshot();
    const context = snapshot?.context as { current: ToastInput | null; dismissed: ToastInput[] };
    return [...context.dismissed, ...(context.current ? [context.current] : [])];
  };
  const lastToast = () => {
    const all = toasts();
    const last = all.at(-1);
    if (!last) return null;
    // Messages without a variant are shown with the default one.
    const shown: ToastInput = { title: last.title };
    if (last.description !== undefined) shown.description = last.description;
    if (last.variant === 'destructive') shown.variant = 'destructive';
    return shown;
  };
  return { actor, clock, log, toasts, lastToast };
}

/** Lets resolved promises of invoked actors deliver their results. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
