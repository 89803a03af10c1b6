import { expect, test } from '@playwright/test';
import { screens } from './support/journey';
import { oidcIssuer, provideNextAuthorization } from './support/oidc';

// The provider's "next outcome" is global: these tests must not interleave.
test.describe.configure({ mode: 'serial' });

test('Google sign-in succeeds against the local provider and goes on to onboarding', async ({
  page,
  request,
}) => {
  await provideNextAuthorization(request, { kind: 'approve' });
  const s = screens(page);
  await s.auth.doOpen();
  const authorize = page.waitForRequest((r) => r.url().startsWith(`${oidcIssuer}/authorize`));
  await s.auth.doContinueWithGoogle();
  const sent = new URL((await authorize).url());
  expect(sent.searchParams.get('response_type')).toBe('code');
  expect(sent.searchParams.get('scope')).toBe('openid email profile');
  expect(sent.searchParams.get('redirect_uri')).toMatch(/\/auth$/);
  expect(sent.searchParams.get('state')).toBeTruthy();
  expect(sent.searchParams.get('code_challenge_method')).toBe('S256');

  await s.toasts.see('Successfully authenticated', 'Welcome to herd Health');
  await expect(page).toHaveURL(
    (url) => url.pathname.startsWith('/onboarding') && url.search === '',
  );
  await s.personalInfo.seeIt();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
});

test('provider returns access_denied: error text, then back to / after 3 s', async ({
  page,
  request,
}) => {
  await provideNextAuthorization(request, { kind: 'error', error: 'access_denied' });
  const s = screens(page);
  await s.auth.doOpen();
  await s.auth.doContinueWithGoogle();
  await expect(page.getByText('Authentication error: access_denied')).toBeVisible();
  await expect(page.getByText('Redirecting you back to the login page...')).toBeVisible();
  // The error stays on screen first (spec: back to / after 3000 ms), then the visitor leaves.
  expect(new URL(page.url()).pathname).toBe('/auth');
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 10_000 });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a code the provider never issued: "Authentication Error"', async ({ page, request }) => {
  await provideNextAuthorization(request, { kind: 'bad-code' });
  const s = screens(page);
  await s.auth.doOpen();
  await s.auth.doContinueWithGoogle();
  await expect(page.getByText('Authentication Error', { exact: true })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 10_000 });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
