import { createRoot } from 'react-dom/client';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  MemoryRouter,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { describe, expect, it, onTestFinished } from 'vitest';
import { RouteSync } from '@/app/route-sync';
import { AppActorContext } from '@/lib/app-actor';
import { act, render, screen, waitFor } from '../support/render';
import { type Effects, patient, scriptedApp } from './support/scripted-app';

function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="address">{`${location.pathname}${location.search}${location.hash}`}</output>
      <button type="button" onClick={() => navigate('/dashboard')}>
        open dashboard
      </button>
      <button type="button" onClick={() => navigate('/onboarding/personal-info')}>
        open alias
      </button>
    </>
  );
}

let appActor: ReturnType<typeof AppActorContext.useActorRef> | null = null;
function ActorProbe() {
  appActor = AppActorContext.useActorRef();
  return null;
}

function renderAt(address: string, effects: Partial<Effects> = {}) {
  const { logic: machine } = scriptedApp(effects);
  render(
    <AppActorContext.Provider logic={machine} options={{ input: {} }}>
      <MemoryRouter initialEntries={[address]}>
        <RouteSync />
        <LocationProbe />
        <ActorProbe />
      </MemoryRouter>
    </AppActorContext.Provider>,
  );
}

const address = () => screen.getByLabelText('address').textContent;
const signedInNewPatient: Partial<Effects> = {
  fetchCurrentUser: async () => patient('personalInfo'),
};

describe('RouteSync', () => {
  it('sends a signed-out visitor on an onboarding page to /', async () => {
    renderAt('/onboarding/medical-history');
    await waitFor(() => expect(address()).toBe('/'));
  });

  it('lands a signed-in patient on the step the data allows, not the deep link', async () => {
    renderAt('/onboarding/book-appointment', signedInNewPatient);
    await waitFor(() => expect(address()).toBe('/onboarding'));
  });

  it('honours a deep link the patient may open', async () => {
    renderAt('/onboarding/medical-condition', {
      fetchCurrentUser: async () => patient('medicalHistory'),
    });
    await waitFor(() => expect(address()).toBe('/onboarding/medical-condition'));
  });

  it('leaves addresses the machine does not own alone', async () => {
    renderAt('/dev/ui', signedInNewPatient);
    await waitFor(() =>
      expect(appActor?.getSnapshot().matches({ signedIn: { area: 'onboarding' } })).toBe(true),
    );
    expect(address()).toBe('/dev/ui');
  });

  it('snaps the address back when the machine refuses a link', async () => {
    renderAt('/onboarding', signedInNewPatient);
    await waitFor(() => expect(address()).toBe('/onboarding'));
    act(() => screen.getByRole('button', { name: 'open dashboard' }).click());
    await waitFor(() => expect(address()).toBe('/onboarding'));
  });

  it('keeps the /onboarding/personal-info alias of step 1', async () => {
    renderAt('/onboarding', signedInNewPatient);
    await waitFor(() => expect(address()).toBe('/onboarding'));
    act(() => screen.getByRole('button', { name: 'open alias' }).click());
    await waitFor(() => expect(address()).toBe('/onboarding/personal-info'));
  });

  it('follows the machine: a failed Google callback drops the query, then goes to /', async () => {
    renderAt('/auth?error=access_denied');
    await waitFor(() => expect(address()).toBe('/auth'));
    const signIn = appActor?.getSnapshot().children.signIn?.getSnapshot() as
      | { value: unknown }
      | undefined;
    expect(signIn?.value).toEqual({ googleCallback: 'failed' });
  });

  it('opens a confirmation link once, even when the server answers while the address is tidied', async () => {
    // The server's answer lands after RouteSync drops the #token from the address and before
    // React shows that address: it is the machine's own address, not a second, tokenless link,
    // so "This link is incomplete" never follows "Email confirmed" (the e2e journey saw it).
    let answer = () => {};
    const verified = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const history = createMemoryHistory({
      initialEntries: ['/auth/confirm-email#token=confirm-token'],
      v5Compat: true,
    });
    // The router's own listener (a memory history has one): the answer comes with the address.
    const listen = history.listen.bind(history);
    history.listen = (showAddress) =>
      listen((update) => {
        showAddress(update);
        if (update.location.pathname === '/auth/confirm-email' && !update.location.hash) answer();
      });
    // The session check after "Email confirmed" answers once the address has been shown.
    let knowPatient = () => {};
    const patientKnown = new Promise<void>((resolve) => {
      knowPatient = resolve;
    });
    const { logic: machine } = scriptedApp({
      fetchCurrentUser: () => patientKnown.then(() => patient(null)),
      verifyEmail: () => verified,
    });
    // Outside act(), as in a browser: React schedules the new address's render, so the answer
    // can land before it.
    const browserLike = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = browserLike.IS_REACT_ACT_ENVIRONMENT;
    browserLike.IS_REACT_ACT_ENVIRONMENT = false;
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    onTestFinished(() => {
      root.unmount();
      browserLike.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    });
    root.render(
      <AppActorContext.Provider logic={machine} options={{ input: {} }}>
        <HistoryRouter history={history}>
          <RouteSync />
          <LocationProbe />
          <ActorProbe />
        </HistoryRouter>
      </AppActorContext.Provider>,
    );
    await waitFor(() => expect(address()).toBe('/auth/confirm-email'));
    knowPatient();
    await waitFor(() =>
      expect(appActor?.getSnapshot().matches({ signedIn: { area: 'dashboard' } })).toBe(true),
    );
    await waitFor(() => expect(address()).toBe('/dashboard'));
  });

  it('follows the machine on logout', async () => {
    renderAt('/onboarding', signedInNewPatient);
    await waitFor(() => expect(address()).toBe('/onboarding'));
    act(() => appActor?.send({ type: 'auth.logout' }));
    await waitFor(() => expect(address()).toBe('/'));
  });
});
