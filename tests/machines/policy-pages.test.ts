import { policyPageMachine } from '@machines/policy/policy-page.machine';
import { currentPageOf, pageOwnerOf } from '@machines/routes/current-page';
import type { RouteEvent } from '@machines/routes/route-event';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { startApp } from './support/app-harness';
import { finishedUser, newUser, route } from './support/fixtures';

function openPolicy(opened: RouteEvent | null) {
  const actor = createActor(policyPageMachine, { input: { route: opened } });
  actor.start();
  return { actor, page: () => actor.getSnapshot().context.page };
}

describe('policy pages: Terms of Service and the Privacy Policy', () => {
  it('opens the Terms of Service at /terms', () => {
    const { actor, page } = openPolicy(route('#terms'));
    expect(actor.getSnapshot().value).toBe('terms');
    expect(page()).toBe('terms');
    expect(actor.getSnapshot().context.route).toEqual(route('#terms'));
  });

  it('opens the Privacy Policy at /privacy', () => {
    const { actor, page } = openPolicy(route('#privacy'));
    expect(actor.getSnapshot().value).toBe('privacy');
    expect(page()).toBe('privacy');
  });

  it('shows the Terms of Service when opened without an address', () => {
    const { actor, page } = openPolicy(null);
    expect(actor.getSnapshot().value).toBe('terms');
    expect(page()).toBe('terms');
  });

  it('follows a link from one policy page to the other and back', () => {
    const { actor, page } = openPolicy(route('#terms'));
    actor.send(route('#privacy'));
    expect(actor.getSnapshot().value).toBe('privacy');
    expect(page()).toBe('privacy');
    actor.send(route('#terms'));
    expect(actor.getSnapshot().value).toBe('terms');
    expect(page()).toBe('terms');
  });

  it('stays on its page for an address that is not a policy page', () => {
    const { actor, page } = openPolicy(route('#privacy'));
    actor.send(route('#landing'));
    expect(actor.getSnapshot().value).toBe('privacy');
    expect(page()).toBe('privacy');
  });
});

describe('app: the policy pages open signed in or not', () => {
  it('a visitor on the landing page opens the Privacy Policy, then the Terms, at their addresses', async () => {
    const app = startApp();
    await app.userIs(null);

    app.actor.send(route('#privacy'));
    expect(app.snapshot().matches('policyPage')).toBe(true);
    expect(currentPageOf(app.snapshot())).toEqual({ id: 'privacy', path: '/privacy' });
    expect(pageOwnerOf(app.snapshot())).toBe(app.snapshot().children.policyPage);

    app.actor.send(route('#terms'));
    expect(app.snapshot().matches('policyPage')).toBe(true);
    expect(currentPageOf(app.snapshot())).toEqual({ id: 'terms', path: '/terms' });
  });

  it('opens at start, before the session is checked', () => {
    const app = startApp();
    app.actor.send(route('#terms'));
    expect(app.snapshot().matches('policyPage')).toBe(true);
    expect(currentPageOf(app.snapshot())).toEqual({ id: 'terms', path: '/terms' });
  });

  it('a signed-in patient reads them and goes back to the dashboard, the session checked again', async () => {
    const app = startApp();
    await app.userIs(finishedUser());
    app.actor.send(route('#privacy'));
    expect(currentPageOf(app.snapshot())).toEqual({ id: 'privacy', path: '/privacy' });

    app.actor.send(route('#dashboardProfile'));
    expect(app.snapshot().matches('checkingSession')).toBe(true);
    await app.userIs(finishedUser());
    expect(currentPageOf(app.snapshot())).toEqual({
      id: 'dashboardProfile',
      path: '/dashboard/profile',
    });
  });

  it('a patient in onboarding reads the Terms and comes back to the wizard', async () => {
    const app = startApp();
    await app.userIs(newUser());
    app.actor.send(route('#terms'));
    expect(currentPageOf(app.snapshot())).toEqual({ id: 'terms', path: '/terms' });
    app.actor.send(route('#personalInfo'));
    await app.userIs(newUser());
    expect(currentPageOf(app.snapshot())).toEqual({ id: 'personalInfo', path: '/onboarding' });
  });

  it('a member page is not a policy page: a visitor gets the sign-in page', async () => {
    const app = startApp();
    await app.userIs(null);
    app.actor.send(route('#dashboardHome'));
    expect(app.snapshot().matches('policyPage')).toBe(false);
    expect(currentPageOf(app.snapshot())).toEqual({ id: 'auth', path: '/auth' });
  });
});
