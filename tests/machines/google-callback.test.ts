import {
  selectCallbackView,
  selectGoogleButtonLabel,
  selectIsGoogleBusy,
  selectIsGoogleCallback,
} from '@machines/sign-in/selectors';
import { isCallbackAddress, readCallbackParams } from '@machines/sign-in/sign-in-types';
import { describe, expect, it } from 'vitest';
import { settle } from './support/controllable';
import { route, session } from './support/fixtures';
import { callbackWords, words } from './support/in-english';
import { apiError } from './support/recorders';
import { startSignIn } from './support/sign-in-harness';
import { spec, specInline } from './support/spec-texts';

const callback = (search: string, hash = '') => route('#googleCallback', { search, hash });

describe('Google callback: the start route is replayed once', () => {
  // Was a machine defect (the root-level callback transition has `reenter: true`, which re-ran
  // the root entry `replayStartRoute` and raised a route to the landing page); fixed on
  // client-arch: the replay raises the start route once.
  it('a return from Google at start exchanges the code', () => {
    const { snapshot, exchange } = startSignIn(callback('?code=abc'));

    expect(snapshot().value).toEqual({ googleCallback: 'exchanging' });
    expect(exchange.calls).toHaveLength(1);
  });

  it('a return from Google on the landing page exchanges the code', () => {
    const { actor, snapshot } = startSignIn();

    actor.send(callback('?code=abc'));

    expect(snapshot().value).toEqual({ googleCallback: 'exchanging' });
  });

  it('a provider error stays on the callback screen for 3 s', () => {
    const { actor, snapshot } = startSignIn(route('#auth'));

    actor.send(callback('?error=access_denied'));

    expect(snapshot().value).toEqual({ googleCallback: 'failed' });
  });
});

describe('Google callback: exchanging the code', () => {
  it('shows "Completing Authentication" and exchanges the code with its state', () => {
    const { actor, snapshot, exchange } = startSignIn(null);

    actor.send(callback('?code=abc&state=xyz'));

    expect(snapshot().value).toEqual({ googleCallback: 'exchanging' });
    expect(snapshot().context.page).toBe('googleCallback');
    expect(selectIsGoogleCallback(snapshot())).toBe(true);
    expect(exchange.last().input).toEqual({ code: 'abc', state: 'xyz' });
    expect(selectIsGoogleBusy(snapshot())).toBe(true);
    expect(words(selectGoogleButtonLabel(snapshot()))).toBe('Processing...');
    expect(callbackWords(selectCallbackView(snapshot()))).toEqual({
      status: 'working',
      title: specInline.callbackWorkingTitle,
      text: specInline.callbackWorkingText,
      redirecting: null,
    });
  });

  it('reads the code from the hash when the query has none (spec section 2)', () => {
    const { actor, exchange } = startSignIn(null);

    actor.send(callback('', '#code=from-hash'));

    expect(exchange.last().input).toEqual({ code: 'from-hash', state: null });
  });

  it('completes when opened at start with a code (the address Google returned to)', () => {
    const { snapshot, exchange } = startSignIn(callback('?code=abc'));

    expect(snapshot().value).toEqual({ googleCallback: 'exchanging' });
    expect(exchange.calls).toHaveLength(1);
  });

  it('ends with the session, "google" and "Successfully authenticated"', async () => {
    const { actor, exchange, ended, toasts } = startSignIn(null);
    actor.send(callback('?code=abc'));

    exchange.last().resolve(session);
    await settle();

    expect(ended.output).toEqual({ session, method: 'google' });
    expect(toasts).toEqual([spec.googleSucceeded]);
  });

  it('a route to /auth while the code is exchanged leaves the callback and stops the exchange', () => {
    const { actor, exchange, snapshot } = startSignIn(null);
    actor.send(callback('?code=abc'));

    actor.send(route('#auth'));

    expect(snapshot().value).toEqual({ auth: 'idle' });
    expect(exchange.last().signal.aborted).toBe(true);
    expect(snapshot().context.callback).toEqual({ code: null, error: null, state: null });
    expect(selectCallbackView(snapshot())).toBeNull();
    expect(selectIsGoogleCallback(snapshot())).toBe(false);
  });
});

describe("Google callback: the spec's three failures, each back to / after 3 s", () => {
  it('Google returned an error', () => {
    const { actor, snapshot, toasts, exchange } = startSignIn(null);

    actor.send(callback('?error=access_denied'));

    expect(snapshot().value).toEqual({ googleCallback: 'failed' });
    expect(exchange.calls).toHaveLength(0);
    expect(toasts).toEqual([spec.googleProviderError('access_denied')]);
    expect(callbackWords(selectCallbackView(snapshot()))).toEqual({
      status: 'failed',
      title: specInline.callbackErrorTitle,
      text: 'Authentication error: access_denied',
      redirecting: specInline.callbackRedirecting,
    });
  });

  it('an error wins over a code', () => {
    const { actor, snapshot, exchange } = startSignIn(null);

    actor.send(callback('?code=abc&error=server_error'));

    expect(snapshot().value).toEqual({ googleCallback: 'failed' });
    expect(exchange.calls).toHaveLength(0);
  });

  it.each([
    ['a state but no code', '?state=xyz'],
    ['an empty code', '?code='],
  ])('no authorization code: %s', (_, search) => {
    const { actor, snapshot, toasts, exchange } = startSignIn(null);

    actor.send(callback(search));

    expect(snapshot().value).toEqual({ googleCallback: 'failed' });
    expect(exchange.calls).toHaveLength(0);
    expect(toasts).toEqual([spec.noCode]);
    expect(words(selectCallbackView(snapshot())?.text)).toBe(specInline.noCodeReceived);
  });

  it.each([
    [
      "the server's detail",
      apiError(400, 'Invalid authorization code'),
      'Invalid authorization code',
    ],
    ['else the error message', new Error('Network down'), 'Network down'],
    ['else the fallback', { message: '' }, specInline.exchangeFallback],
    ['for a bare value too', 'boom', specInline.exchangeFallback],
  ])('the exchange failed: %s', async (_, error, text) => {
    const { actor, exchange, snapshot, toasts } = startSignIn(null);
    actor.send(callback('?code=abc'));

    exchange.last().reject(error);
    await settle();

    expect(snapshot().value).toEqual({ googleCallback: 'failed' });
    expect(words(selectCallbackView(snapshot())?.text)).toBe(text);
    expect(toasts).toEqual([spec.googleCodeFailed]);
  });

  it('returns to the landing page 3000 ms after a failure', () => {
    const { actor, clock, snapshot } = startSignIn(null);
    actor.send(callback('?error=access_denied'));

    clock.increment(2999);
    expect(snapshot().value).toEqual({ googleCallback: 'failed' });
    clock.increment(1);

    expect(snapshot().value).toBe('landing');
    expect(snapshot().context.page).toBe('landing');
    expect(snapshot().context.callback).toEqual({ code: null, error: null, state: null });
  });

  it('reads a new return from Google even while the failure is shown', () => {
    const { actor, snapshot, exchange, clock } = startSignIn(null);
    actor.send(callback('?error=access_denied'));

    actor.send(callback('?code=second'));
    clock.increment(3000);

    expect(snapshot().value).toEqual({ googleCallback: 'exchanging' });
    expect(snapshot().context.callbackError).toBeNull();
    expect(exchange.last().input).toEqual({ code: 'second', state: null });
  });
});

describe('reading the callback address', () => {
  it('reads code, error and state from the query, else from the hash', () => {
    expect(readCallbackParams('?code=a&state=s', '#code=b&error=e')).toEqual({
      code: 'a',
      error: 'e',
      state: 's',
    });
    expect(readCallbackParams('code=a', 'state=s')).toEqual({ code: 'a', error: null, state: 's' });
    expect(readCallbackParams()).toEqual({ code: null, error: null, state: null });
  });

  it("keeps a '?' or '#' inside a value", () => {
    expect(readCallbackParams('code=a?b', 'state=s#t')).toEqual({
      code: 'a?b',
      error: null,
      state: 's#t',
    });
  });

  it('treats empty values as missing', () => {
    expect(readCallbackParams('?code=&error=', '')).toEqual({
      code: null,
      error: null,
      state: null,
    });
  });

  it('recognises a return from Google by any of its parameters, even empty', () => {
    expect(isCallbackAddress('?code=')).toBe(true);
    expect(isCallbackAddress('?error=x')).toBe(true);
    expect(isCallbackAddress('?state=x')).toBe(true);
    expect(isCallbackAddress('', '#code=x')).toBe(true);
    expect(isCallbackAddress('code=x')).toBe(true);
    expect(isCallbackAddress('', 'state=x')).toBe(true);
    expect(isCallbackAddress('?tab=register')).toBe(false);
    expect(isCallbackAddress()).toBe(false);
  });
});
