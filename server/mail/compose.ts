import { CONFIRM_LINK_HOURS, RESET_LINK_MINUTES } from '../../contract/account-links.ts';
import { directionOf } from '../../i18n/locales.ts';
import type { WordValue } from '../i18n/server-words.ts';
import { type MailLocale, type MailTextId, mailText, mailTextParts } from './mail-texts.ts';

/** A message ready for the transport: the same words as plain text and as HTML. */
export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

export type NoticeKind =
  | 'password-changed'
  | 'password-reset'
  | 'email-confirmed'
  | 'account-deleted';

/** What a message says, before it is written out. */
export type MailContent =
  | { kind: 'password-reset'; name: string; link: string }
  | { kind: 'password-reset-google'; name: string; link: string }
  | { kind: 'confirm-email'; name: string; link: string }
  | { kind: 'notice'; notice: NoticeKind; name: string; email: string; at: Date; link: string };

/**
 * A value that is not the product's words: an address or a link reads left to right in any
 * language; a name keeps its own direction.
 */
type Verbatim = { verbatim: string; direction: 'ltr' | 'auto' };
type Values = Record<string, string | number | Verbatim>;
type Paragraph = [MailTextId, Values?];

interface Layout {
  subject: MailTextId;
  paragraphs: Paragraph[];
  action: { label: MailTextId; url: string };
  closing: Paragraph[];
}

const leftToRight = (text: string): Verbatim => ({ verbatim: text, direction: 'ltr' });
const ownDirection = (text: string): Verbatim => ({ verbatim: text, direction: 'auto' });
const isVerbatim = (value: WordValue): value is Verbatim =>
  typeof value === 'object' && typeof value.verbatim === 'string';

// Patients are in Michigan: times read as their clocks show them, in their language ("es-US").
const timeOf = (at: Date, locale: MailLocale) =>
  new Intl.DateTimeFormat(`${locale}-US`, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/Detroit',
    timeZoneName: 'short',
  }).format(at);

const NOTICES: Record<NoticeKind, { subject: MailTextId; intro: MailTextId; notYou: MailTextId }> =
  {
    'password-changed': {
      subject: 'mail.notice.passwordChanged.subject',
      intro: 'mail.notice.passwordChanged.intro',
      notYou: 'mail.notice.notYou',
    },
    'password-reset': {
      subject: 'mail.notice.passwordReset.subject',
      intro: 'mail.notice.passwordReset.intro',
      notYou: 'mail.notice.notYou',
    },
    'email-confirmed': {
      subject: 'mail.notice.emailConfirmed.subject',
      intro: 'mail.notice.emailConfirmed.intro',
      notYou: 'mail.notice.notYou',
    },
    'account-deleted': {
      subject: 'mail.notice.accountDeleted.subject',
      intro: 'mail.notice.accountDeleted.intro',
      notYou: 'mail.notice.accountDeleted.notYou',
    },
  };

function layoutOf(content: MailContent, locale: MailLocale): Layout {
  switch (content.kind) {
    case 'password-reset':
      return {
        subject: 'mail.passwordReset.subject',
        paragraphs: [['mail.passwordReset.intro']],
        action: { label: 'mail.passwordReset.action', url: content.link },
        closing: [
          ['mail.passwordReset.expiry', { minutes: RESET_LINK_MINUTES }],
          ['mail.passwordReset.notYou'],
        ],
      };
    case 'password-reset-google':
      return {
        subject: 'mail.passwordResetGoogle.subject',
        paragraphs: [['mail.passwordResetGoogle.intro']],
        action: { label: 'mail.passwordResetGoogle.action', url: content.link },
        closing: [['mail.passwordResetGoogle.notYou']],
      };
    case 'confirm-email':
      return {
        subject: 'mail.confirmEmail.subject',
        paragraphs: [['mail.confirmEmail.intro']],
        action: { label: 'mail.confirmEmail.action', url: content.link },
        closing: [
          ['mail.confirmEmail.expiry', { hours: CONFIRM_LINK_HOURS }],
          ['mail.confirmEmail.notYou'],
        ],
      };
    case 'notice': {
      const notice = NOTICES[content.notice];
      const values = { time: timeOf(content.at, locale), email: leftToRight(content.email) };
      return {
        subject: notice.subject,
        paragraphs: [[notice.intro, values]],
        action: { label: 'mail.notice.signInAction', url: content.link },
        closing: [[notice.notYou]],
      };
    }
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

// Unicode's isolates (UAX #9): left-to-right (LRI) or first-strong (FSI), closed by PDI.
const ISOLATE = { ltr: '\u2066', auto: '\u2068' } as const;
const POP_ISOLATE = '\u2069';

/**
 * A paragraph's words, as plain text and as HTML. In a right-to-left mail, a verbatim value is
 * isolated (Unicode isolates in the text, `dir` in the HTML) so an address or a Latin name does
 * not scramble the sentence around it; a left-to-right mail writes it as it is.
 */
interface Written {
  text: string;
  html: string;
}

function written(parts: Array<string | WordValue>, rtl: boolean): Written {
  let text = '';
  let html = '';
  for (const part of parts) {
    if (typeof part === 'object' && isVerbatim(part)) {
      text += rtl ? `${ISOLATE[part.direction]}${part.verbatim}${POP_ISOLATE}` : part.verbatim;
      html += rtl
        ? `<span dir="${part.direction}">${escapeHtml(part.verbatim)}</span>`
        : escapeHtml(part.verbatim);
    } else {
      text += String(part);
      html += escapeHtml(String(part));
    }
  }
  return { text, html };
}

const paragraphStyle = 'margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937';

function htmlOf(
  subject: string,
  paragraphs: Written[],
  action: { label: string; url: string },
  closing: Written[],
  locale: MailLocale,
): string {
  const p = (html: string, style = paragraphStyle) => `<p style="${style}">${html}</p>`;
  const word = (id: MailTextId) => escapeHtml(mailText(id, {}, locale));
  const url = escapeHtml(action.url);
  const direction = directionOf(locale);
  // `dir` on the frame too: some mail clients drop the <html> element's attributes.
  const dir = direction === 'rtl' ? ' dir="rtl"' : '';
  const ltr = direction === 'rtl' ? ' dir="ltr"' : '';
  return [
    `<!doctype html><html lang="${locale}"${dir}><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f3f4f6;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif">',
    `<div${dir} style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">`,
    p(word('mail.brand'), 'margin:0 0 24px;font-size:20px;font-weight:700;color:#0f5e5c'),
    ...paragraphs.map((paragraph) => p(paragraph.html)),
    `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#0f5e5c;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(action.label)}</a></p>`,
    p(word('mail.linkFallback'), `${paragraphStyle};font-size:14px`),
    `<p${ltr} style="${paragraphStyle};font-size:14px;word-break:break-all"><a href="${url}" style="color:#0f5e5c">${url}</a></p>`,
    ...closing.map((paragraph) => p(paragraph.html)),
    p(word('mail.signature')),
    p(word('mail.footer'), 'margin:24px 0 0;font-size:13px;line-height:1.5;color:#6b7280'),
    '</div></body></html>',
  ].join('');
}

/** The message for `content`, as plain text and HTML, in the patient's language. */
export function composeMail(content: MailContent, locale: MailLocale = 'en'): ComposedMail {
  const layout = layoutOf(content, locale);
  const rtl = directionOf(locale) === 'rtl';
  const text = (id: MailTextId) => mailText(id, {}, locale);
  const write = ([id, values = {}]: Paragraph) => written(mailTextParts(id, values, locale), rtl);
  const subject = text(layout.subject);
  const paragraphs = [
    write(['mail.greeting', { name: ownDirection(content.name) }]),
    ...layout.paragraphs.map(write),
  ];
  const action = { label: text(layout.action.label), url: layout.action.url };
  const closing = layout.closing.map(write);
  const link = rtl ? `${ISOLATE.ltr}${action.url}${POP_ISOLATE}` : action.url;
  const plain = [
    ...paragraphs.map((paragraph) => paragraph.text),
    `${action.label}: ${link}`,
    ...closing.map((paragraph) => paragraph.text),
    text('mail.signature'),
    '--',
    text('mail.footer'),
  ].join('\n\n');
  return {
    subject,
    text: `${plain}\n`,
    html: htmlOf(subject, paragraphs, action, closing, locale),
  };
}
