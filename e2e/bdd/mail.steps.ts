import { expect } from '@playwright/test';
import { mailTo } from '../support/outbox';
import { Given, When } from './fixtures';

/**
 * The patient's mail (issue 25): the e2e server writes every message to its outbox
 * (e2e/support/outbox.ts), where these steps read it as the patient reads their inbox.
 */

Given(
  'the patient asked for a link to reset their password through the API',
  async ({ request, qa }) => {
    const response = await request.post('/auth/password/forgot', {
      data: { email: qa.account?.email ?? '' },
    });
    expect(response.status(), await response.text()).toBe(202);
  },
);

When('the patient opens the link in the mail {string}', async ({ page, qa }, subject: string) => {
  const mail = await mailTo(qa.account?.email ?? '', subject);
  expect(mail.link, `a link in the mail "${subject}"`).not.toBe('');
  // Opened from the mail program: a page load, also when the tab shows the link's page already
  // (a change of the address's #token alone would not load the page again).
  if (new URL(page.url(), mail.link).pathname === new URL(mail.link).pathname) {
    await page.goto('about:blank');
  }
  await page.goto(mail.link);
});
