import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { simpleParser } from 'mailparser';

const base = 'http://127.0.0.1:4601';
const out = '/tmp/mail-visual/shots';
fs.mkdirSync(out, { recursive: true });
const outbox = '/tmp/mail-visual/data/outbox';

async function newestMail(match) {
  for (let i = 0; i < 50; i++) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
    for (const file of files) {
      const mail = await simpleParser(fs.readFileSync(path.join(outbox, file)));
      if (match(mail)) return mail;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('no mail');
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const [width, scheme] = [Number(process.argv[2]), process.argv[3]];
const tag = `${width}-${scheme}`;
const email = `pat-${tag}-${Date.now()}@example.com`;
const password = 'first quiet harbour lamp';
const api = async (p, body, token) => {
  const r = await fetch(base + p, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  return r.status === 204 ? null : r.json();
};
const reg = await api('/auth/register', { name: 'Pat Doe', email, password });
await api('/api/user/onboarding', { firstName: 'Pat', lastName: 'Doe', dateOfBirth: '1990-04-01', gender: 'female', state: 'MI', condition: '', familyHistory: 'No family history provided', hasGeneticReport: false, checklistItems: ['severeHypotonia'], has_completed_onboarding: true }, reg.access_token);

const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, colorScheme: scheme });
const page = await context.newPage();
await page.goto(`${base}/auth`);
await page.getByText('Forgot password?').click();
await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
await page.screenshot({ path: `${out}/${tag}-1-forgot.png`, fullPage: true });
await page.getByLabel('Email').fill(email);
await page.getByRole('button', { name: 'Send the link' }).click();
await page.getByText('Check your email').waitFor();
await page.screenshot({ path: `${out}/${tag}-2-sent.png`, fullPage: true });
const mail = await newestMail((m) => m.to?.text === email && m.subject.startsWith('Reset'));
const link = /https?:\/\/\S+token=[\w-]+/.exec(mail.text)[0];
fs.writeFileSync(`${out}/${tag}-mail.html`, mail.html);
const mailPage = await context.newPage();
await mailPage.setContent(mail.html);
await mailPage.screenshot({ path: `${out}/${tag}-3-mail.png`, fullPage: true });
await mailPage.close();
const response = await page.goto(link);
console.log('referrer-policy', response.headers()['referrer-policy'], 'url after', page.url());
await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
await page.waitForTimeout(300);
console.log('url after load', page.url());
await page.screenshot({ path: `${out}/${tag}-4-reset.png`, fullPage: true });
await page.getByLabel('New password', { exact: true }).fill('password123');
await page.getByLabel('Confirm new password').fill('password123');
await page.getByRole('button', { name: 'Set new password' }).click();
await page.getByText('Your password was not changed').waitFor();
await page.screenshot({ path: `${out}/${tag}-5-weak.png`, fullPage: true });
await page.getByLabel('New password', { exact: true }).fill('second calm river stone');
await page.getByLabel('Confirm new password').fill('second calm river stone');
await page.getByRole('button', { name: 'Set new password' }).click();
await page.getByText('Sign in with your new password').waitFor();
await page.screenshot({ path: `${out}/${tag}-6-signin-toast.png`, fullPage: true });
await page.getByRole('form', { name: 'Login' }).getByLabel('Email').fill(email);
await page.getByRole('form', { name: 'Login' }).getByLabel('Password', { exact: true }).fill('second calm river stone');
await page.getByRole('form', { name: 'Login' }).getByRole('button', { name: 'Sign in' }).click();
await page.getByText('Confirm your email').first().waitFor();
await page.waitForTimeout(500);
await page.screenshot({ path: `${out}/${tag}-7-dashboard.png`, fullPage: true });
await page.goto(`${base}/dashboard/settings`);
await page.getByText('Recent activity').waitFor();
await page.getByText('Password reset with an emailed link').waitFor();
await page.screenshot({ path: `${out}/${tag}-8-settings.png`, fullPage: true });
const confirm = await newestMail((m) => m.to?.text === email && m.subject.startsWith('Confirm'));
const confirmLink = /https?:\/\/\S+token=[\w-]+/.exec(confirm.text)[0];
await page.goto(confirmLink);
await page.getByText('Email confirmed').first().waitFor();
await page.waitForTimeout(500);
await page.screenshot({ path: `${out}/${tag}-9-confirmed.png`, fullPage: true });
await page.goto(link);
await page.getByLabel('New password', { exact: true }).fill('third quiet meadow lamp');
await page.getByLabel('Confirm new password').fill('third quiet meadow lamp');
await page.getByRole('button', { name: 'Set new password' }).click();
await page.getByText('This link cannot be used').waitFor();
await page.screenshot({ path: `${out}/${tag}-10-used-link.png`, fullPage: true });
await browser.close();
console.log('done', tag);
