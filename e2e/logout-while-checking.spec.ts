import { expect, type Request, test } from '@playwright/test';
import { steps } from './pages/onboarding-layout';
import { registerThroughApi, signInWithToken } from './support/api-patient';

const landingHeading = 'Rare condition care that starts with your story';

// A patient on a shared computer presses Logout at once, while the app still checks the stored
// session (GET /auth/me): they are signed out, and the check's late answer signs nobody in.
test('Logout while the session is still being checked: signed out on /, also after the late answer and a reload', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'early-logout');
  let answer = () => {};
  const gate = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const checks: Request[] = [];
  // The server answers at once (the token is still valid then); the answer reaches the browser
  // only when the test lets it: the worst case, a late "signed in".
  await page.route('**/auth/me', async (route) => {
    checks.push(route.request());
    const response = await route.fetch();
    await gate;
    await route.fulfill({ response }).catch(() => undefined);
  });

  await signInWithToken(page, patient, steps.personalInfo.path);
  // The app's own frame: the prerendered copy (inert) has gone, the session check is held.
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 1, name: steps.personalInfo.name }),
  ).toBeVisible();
  expect(checks).toHaveLength(1);
  const logout = page.getByRole('button', { name: 'Logout' });
  await expect(logout).toBeEnabled();
  await logout.click();

  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1, name: landingHeading })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // Logout revoked the token on the server.
  await expect
    .poll(async () => {
      const me = await request.get('/auth/me', {
        headers: { Authorization: `Bearer ${patient.token}` },
      });
      return me.status();
    })
    .toBe(401);

  // The held check's answer arrives now, late: a patient, signed in.
  const lateAnswer = page.waitForEvent('requestfinished', (finished) => finished === checks[0]);
  answer();
  const late = await lateAnswer;
  expect((await late.response())?.status()).toBe(200);
  // Let the page handle the answer before looking again.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1, name: landingHeading })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: landingHeading })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(checks).toHaveLength(1);
});
