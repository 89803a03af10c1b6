import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';

// `npm run dev` without SMTP_URL: the mail the server wrote to DATA_DIR/outbox is listed and
// shown at /dev/mail, and its link opens the app through Vite.
test('/dev/mail lists the outbox and shows a message whose link works', async ({
  page,
  request,
}) => {
  const email = `dev-mail-${randomUUID().slice(0, 8)}@example.test`;
  const registered = await request.post('/auth/register', {
    data: { name: 'Dev Mail', email, password: 'lantern orchard quiet meadow' },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/dev/mail');
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  const message = page.getByRole('button', {
    name: new RegExp(`Confirm your email address.*${email}`),
  });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(message).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await message.click();

  const shown = page.getByRole('article', { name: 'Confirm your email address for herd Health' });
  await expect(shown.getByText(`to ${email}`)).toBeVisible();
  const html = page.frameLocator('iframe[title$="(HTML)"]');
  const link = html.getByRole('link', { name: 'Confirm your email' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/auth\/confirm-email#token=[\w-]{43}$/);

  await page.goto(href as string);
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Email confirmed', { exact: true })).toBeVisible();
});
