import { Suspense } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CurrentScreen } from '@/app/current-screen';
import { RouteSync } from '@/app/route-sync';
import { AppActorContext } from '@/lib/app-actor';
import { render, screen, waitFor } from '../support/render';
import { scriptedApp } from './support/scripted-app';

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname}</output>;
}

function renderAt(address: string) {
  const { logic: machine } = scriptedApp();
  render(
    <AppActorContext.Provider logic={machine} options={{ input: {} }}>
      <MemoryRouter initialEntries={[address]}>
        <RouteSync />
        <Address />
        <Suspense fallback={<p>Loading page</p>}>
          <CurrentScreen loading={<p>Choosing page</p>} />
        </Suspense>
      </MemoryRouter>
    </AppActorContext.Provider>,
  );
}

describe('CurrentScreen', () => {
  it("shows the machine's page: the sign-in page at /auth", async () => {
    renderAt('/auth');
    expect(await screen.findByText('The Rare Disease Platform')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows the page the machine chose, not the one asked for: a signed-out deep link lands on /', async () => {
    renderAt('/dashboard/messages');
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(/^\/$/));
    expect(
      await screen.findByRole('heading', {
        name: /Rare condition care that starts with your story/,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /dashboard/i })).not.toBeInTheDocument();
  });

  it('shows the 404 page for an address no state owns, and leaves the address alone', async () => {
    renderAt('/no-such-page');
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent('/no-such-page');
  });
});
