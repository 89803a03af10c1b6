import { appMachine } from '@machines/app/app.machine';
import { bookingMachine } from '@machines/booking/booking.machine';
import { themeMachine } from '@machines/theme/theme.machine';
import { uploadMachine } from '@machines/upload/upload.machine';
import { fromCallback, fromPromise } from 'xstate';

/**
 * The machines with inert effects: requests never settle (the graph supplies their done/error
 * events), side-effect actions do nothing. Used by the model-based tests and the QA scripts.
 */
const pending = <T, TInput>() => fromPromise<T, TInput>(() => new Promise<T>(() => {}));
const nothing = () => {};

export const inertThemeMachine = themeMachine.provide({
  actions: { applyTheme: nothing, storeTheme: nothing },
});

export const inertUploadMachine = uploadMachine.provide({
  actors: { uploadReport: pending() },
  actions: { storeRunId: nothing },
});

export const inertBookingMachine = bookingMachine.provide({
  actors: { loadBookingEmbed: fromCallback(() => nothing) },
});

export const inertAppMachine = appMachine.provide({
  actors: {
    fetchCurrentUser: pending(),
    login: pending(),
    startGoogleSignIn: pending(),
    register: pending(),
    exchangeGoogleCode: pending(),
    checkOnboarding: pending(),
    saveOnboarding: pending(),
    theme: inertThemeMachine,
    upload: inertUploadMachine,
    booking: inertBookingMachine,
  },
  actions: { storeToken: nothing, clearToken: nothing },
});
