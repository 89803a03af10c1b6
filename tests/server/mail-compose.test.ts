import { describe, expect, it } from 'vitest';
import { CONFIRM_LINK_HOURS, RESET_LINK_MINUTES } from '../../contract/account-links.ts';
import { composeMail, type MailContent } from '../../server/mail/compose.ts';
import { mailText, mailTexts } from '../../server/mail/mail-texts.ts';

const at = new Date('2026-11-27T15:05:00Z');
const link = 'https://app.herd.example/auth/reset-password#token=abc_DEF-123';
const name = 'Ada <b>"Lovelace"</b> & co';

const contents: MailContent[] = [
  { kind: 'password-reset', name, link },
  { kind: 'password-reset-google', name, link: 'https://app.herd.example/auth' },
  { kind: 'confirm-email', name, link: 'https://app.herd.example/auth/confirm-email#token=x' },
  ...(['password-changed', 'password-reset', 'email-confirmed', 'account-deleted'] as const).map(
    (notice): MailContent => ({
      kind: 'notice',
      notice,
      name,
      email: 'ada@example.com',
      at,
      link: 'https://app.herd.example/auth',
    }),
  ),
];

describe('every email', () => {
  it.each(
    contents.map((content) => [content.kind === 'notice' ? content.notice : content.kind, content]),
  )('%s: a subject, plain text and HTML saying the same, with its one link', (_, content) => {
    const mail = composeMail(content);
    expect(mail.subject.length).toBeGreaterThan(10);
    expect(mail.text).toContain('Hello Ada <b>"Lovelace"</b> & co,');
    expect(mail.text).toContain(`: ${content.link}`);
    expect(mail.html).toContain(`href="${content.link}"`);
    // The name is the patient's own words: escaped in HTML, never markup.
    expect(mail.html).toContain('Hello Ada &lt;b&gt;&quot;Lovelace&quot;&lt;/b&gt; &amp; co,');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toMatch(/^<!doctype html><html lang="en">/);
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/\{\w+\}/);
  });

  it('tells the time of a notice as a Michigan patient reads it', () => {
    const notice = composeMail(contents[3] as MailContent);
    expect(notice.text).toContain('November 27, 2026 at 10:05 AM EST');
  });

  it('uses every text of the mail catalogue', () => {
    const plain = contents.map((content) => {
      const mail = composeMail(content);
      return `${mail.subject}\n${mail.text}\n${mail.html}`;
    });
    for (const id of Object.keys(mailTexts) as Array<keyof typeof mailTexts>) {
      // The words before the first argument: a text no mail uses fails here.
      // Plurals need a number to be worded: the links' real lifetimes.
      const lifetimes = { hours: CONFIRM_LINK_HOURS, minutes: RESET_LINK_MINUTES };
      const words = mailText(id, lifetimes).split(/\{\w+\}/)[0] ?? '';
      expect(plain.join('\n'), id).toContain(words);
    }
  });
});
