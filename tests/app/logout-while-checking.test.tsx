import type { CurrentUser } from '@machines/app/app-types';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrentScreen } from '@/app/current-screen';
import { RouteSync } from '@/app/route-sync';
import { AppActorContext } from '@/lib/app-actor';
import { act, render, screen, waitFor } from '../support/render';
import { patient, scriptedApp } from './support/scripted-app';

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname}</output>;
}

/** The app at `address` with a stored session whose check (GET /auth/me) the test answers. */
function renderChecking(address: string) {
  localStorage.setItem('token', 'a-session');
  let answer: { resolve(user: CurrentUser): void; reject(error: unknown): void } | null = null;
  const { logic, log } = scriptedApp({
    fetchCurrentUser: () =>
      new Promise<CurrentUser | null>((resolve, reject) => {
        answer = { resolve, reject };
      }),
  });
  render(
    <AppActorContext.Provider logic={logic} options={{ input: {} }}>
      <MemoryRouter initialEntries={[address]}>
        <RouteSync />
        <Address />
        <Suspense fallback={<p>Loading page</p>}>
          <CurrentScreen loading={<p>Choosing page</p>} />
        </Suspense>
      </MemoryRouter>
    </AppActorContext.Provider>,
  );
  const check = () => {
    if (!answer) throw new Error('the session was never checked');
    return answer;
  };
  return { log, check };
}

const landingHeading = /Rare condition care that starts with your story/;

async function expectLandingSignedOut(log: { calls: string[] }) {
  await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(/^\/$/));
  expect(await screen.findByRole('heading', { level: 1, name: landingHeading })).toBeVisible();
  expect(log.calls.filter((call) => call === 'endSession')).toHaveLength(1);
}

describe('Logout while the session is still being checked', () => {
  afterEach(() => localStorage.clear());

  it("an onboarding step's frame: Logout is enabled and signs out; the late answer is ignored", async () => {
    const { log, check } = renderChecking('/onboarding/medical-condition');
    await screen.findByRole('heading', { level: 1, name: 'Medical Condition' });
    const logout = screen.getByRole('button', { name: 'Logout' });
    expect(logout).toBeEnabled();

    await userEvent.click(logout);
    await expectLandingSignedOut(log);

    await act(async () => check().resolve(patient('medicalCondition')));
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('heading', { level: 1, name: landingHeading })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it("the dashboard's frame: both Logout buttons (sidebar, phone top bar) are enabled", async () => {
    const { log } = renderChecking('/dashboard');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Logout' })).toHaveLength(2));
    for (const button of screen.getAllByRole('button', { name: 'Logout' })) {
      expect(button).toBeEnabled();
    }

    await userEvent.click(screen.getAllByRole('button', { name: 'Logout' })[1] as HTMLElement);
    await expectLandingSignedOut(log);
  });

  it('"We can\'t reach herd Health": Logout signs out', async () => {
    const { log, check } = renderChecking('/onboarding/medical-condition');
    await screen.findByRole('heading', { level: 1, name: 'Medical Condition' });
    await act(async () => check().reject(new TypeError('Failed to fetch')));
    await screen.findByRole('heading', { level: 1, name: "We can't reach herd Health right now" });

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await expectLandingSignedOut(log);
  });
});
