import { describe, expect, it } from 'vitest';
import { requestLocale } from '../../server/i18n/server-words.ts';
import { composeMail, type MailContent } from '../../server/mail/compose.ts';
import { mailText } from '../../server/mail/mail-texts.ts';

const at = new Date('2026-11-27T15:05:00Z');
const name = 'Ada <b>"Lovelace"</b>';
const confirmed: MailContent = {
  kind: 'notice',
  notice: 'email-confirmed',
  name,
  email: 'ada@example.com',
  at,
  link: 'https://app.herd.example/auth',
};
const changed: MailContent = { ...confirmed, notice: 'password-changed' };

describe('a mail in Spanish or Arabic', () => {
  it('is written from that catalogue, subject, text and HTML', () => {
    const mail = composeMail(confirmed, 'es');
    expect(mail.subject).toBe(mailText('mail.notice.emailConfirmed.subject', {}, 'es'));
    expect(mail.subject).not.toBe(mailText('mail.notice.emailConfirmed.subject'));
    expect(mail.text).toContain(`${mailText('mail.signature', {}, 'es')}\n`);
    expect(mail.html).toMatch(/^<!doctype html><html lang="es"><head>/);
    expect(mail.html).toContain(mailText('mail.signature', {}, 'es'));
  });

  it('tells the time in the patient language, on Michigan clocks', () => {
    expect(composeMail(changed, 'es').text).toMatch(/27 de noviembre de 2026.*10:05/);
    expect(composeMail(changed, 'ar').text).toContain('نوفمبر');
    expect(composeMail(changed, 'en').text).toContain('November 27, 2026 at 10:05 AM EST');
  });

  it('in Arabic, reads right to left; the address, the link and a Latin name keep their direction', () => {
    const mail = composeMail(confirmed, 'ar');
    expect(mail.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    // Mail clients that drop <html>'s attributes still get the direction from the frame.
    expect(mail.html).toContain('<div dir="rtl" style=');
    expect(mail.html).toContain('<span dir="ltr">ada@example.com</span>');
    expect(mail.html).toContain(
      '<span dir="auto">Ada &lt;b&gt;&quot;Lovelace&quot;&lt;/b&gt;</span>',
    );
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toMatch(/<p dir="ltr"[^>]*><a href="https:\/\/app\.herd\.example\/auth"/);
    expect(mail.text).toContain('\u2066ada@example.com\u2069');
    expect(mail.text).toContain('\u2068Ada <b>"Lovelace"</b>\u2069');
    expect(mail.text).toContain('\u2066https://app.herd.example/auth\u2069');
  });

  it('in a left-to-right language, adds no direction marks', () => {
    for (const locale of ['en', 'es'] as const) {
      const mail = composeMail(confirmed, locale);
      expect(mail.text).not.toMatch(/[\u2066-\u2069]/);
      expect(mail.html).not.toContain(' dir=');
    }
  });
});

describe('the language a request asks for', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['fr-FR,ar;q=0.5,es;q=0.4', 'ar'],
    ['en;q=0.1,es;q=0.9', 'es'],
    ['ar-EG', 'ar'],
    ['fr, de', 'en'],
    ['es;q=0, en', 'en'],
    ['*;q=0.5, ar;q=x', 'ar'], // a malformed weight counts as none given
  ])('%s is %s', (header, locale) => {
    expect(requestLocale(header)).toBe(locale);
  });
});
