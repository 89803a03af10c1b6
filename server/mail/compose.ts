import { CONFIRM_LINK_HOURS, RESET_LINK_MINUTES } from '../../contract/account-links.ts';
import { type MailLocale, type MailTextId, mailText } from './mail-texts.ts';

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

interface Layout {
  subject: MailTextId;
  paragraphs: Array<[MailTextId, Record<string, string | number>?]>;
  action: { label: MailTextId; url: string };
  closing: Array<[MailTextId, Record<string, string | number>?]>;
}

// Patients are in Michigan: times read as their clocks show them.
const timeOf = (at: Date) =>
  new Intl.DateTimeFormat('en-US', {
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

function layoutOf(content: MailContent): Layout {
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
      const values = { time: timeOf(content.at), email: content.email };
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

const paragraphStyle = 'margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937';

function htmlOf(
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
  closing: string[],
  locale: MailLocale,
): string {
  const p = (text: string, style = paragraphStyle) => `<p style="${style}">${escapeHtml(text)}</p>`;
  const url = escapeHtml(action.url);
  return [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f3f4f6;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">',
    p(
      mailText('mail.brand', {}, locale),
      'margin:0 0 24px;font-size:20px;font-weight:700;color:#0f5e5c',
    ),
    ...paragraphs.map((text) => p(text)),
    `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#0f5e5c;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(action.label)}</a></p>`,
    p(mailText('mail.linkFallback', {}, locale), `${paragraphStyle};font-size:14px`),
    `<p style="${paragraphStyle};font-size:14px;word-break:break-all"><a href="${url}" style="color:#0f5e5c">${url}</a></p>`,
    ...closing.map((text) => p(text)),
    p(mailText('mail.signature', {}, locale)),
    p(
      mailText('mail.footer', {}, locale),
      'margin:24px 0 0;font-size:13px;line-height:1.5;color:#6b7280',
    ),
    '</div></body></html>',
  ].join('');
}

/** The message for `content`, as plain text and HTML, in the patient's language. */
export function composeMail(content: MailContent, locale: MailLocale = 'en'): ComposedMail {
  const layout = layoutOf(content);
  const text = (id: MailTextId, values?: Record<string, string | number>) =>
    mailText(id, values, locale);
  const subject = text(layout.subject);
  const paragraphs = [
    text('mail.greeting', { name: content.name }),
    ...layout.paragraphs.map(([id, values]) => text(id, values)),
  ];
  const action = { label: text(layout.action.label), url: layout.action.url };
  const closing = layout.closing.map(([id, values]) => text(id, values));
  const plain = [
    ...paragraphs,
    `${action.label}: ${action.url}`,
    ...closing,
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
