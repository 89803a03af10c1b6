import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
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

  it('follows the machine on logout', async () => {
    renderAt('/onboarding', signedInNewPatient);
    await waitFor(() => expect(address()).toBe('/onboarding'));
    act(() => appActor?.send({ type: 'auth.logout' }));
    await waitFor(() => expect(address()).toBe('/'));
  });
});
