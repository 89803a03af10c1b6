import { expect, test } from '@playwright/test';
import { registerThroughApi, signInWithToken } from './support/api-patient';
import { heldRequests } from './support/held-requests';
import { screens } from './support/journey';
import { michiganResident } from './support/patients';

// A busy button used to be natively disabled, and Chromium moves the focus of a disabled element
// to the page's body: after "Sign in" or "Next" with the keyboard, the patient had to find their
// place again, and a failure toast went to the bottom of a phone's screen (no focused field).

test('"Sign in" pressed with the keyboard keeps the focus while busy and after a refusal', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'busy-focus');
  const s = screens(page);
  const held = heldRequests(page);
  await s.auth.doOpen();
  await s.auth.doFillLogin(patient.email, 'not-the-password-1');
  await held.hold('**/auth/login');
  const login = page.getByRole('form', { name: 'Login' });
  const signIn = login.getByRole('button', { name: 'Sign in' });
  await signIn.focus();
  await page.keyboard.press('Enter');

  const busy = login.getByRole('button', { name: 'Signing in...' });
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await expect(busy).toBeDisabled();
  await expect(busy).toBeFocused();
  await page.keyboard.press('Enter');

  await held.release('**/auth/login');
  await s.toasts.see('Authentication failed', 'Please check your credentials and try again');
  await expect(signIn).toBeFocused();
  await expect(page).toHaveURL(/\/auth$/);
});

test('Enter in a field of a step: the busy "Next" holds the focus while the answers save', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'busy-focus-step');
  await signInWithToken(page, patient, '/onboarding');
  const s = screens(page);
  await s.personalInfo.seeIt();
  await s.personalInfo.doFill({ firstName: 'Pat', lastName: 'Doe', ...michiganResident });
  const held = heldRequests(page);
  await held.hold('**/api/user/onboarding');
  await page.getByLabel('Last name').focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('button', { name: 'Saving...' })).toBeFocused();
  await held.release('**/api/user/onboarding');
  await s.medicalCondition.seeIt();
});
