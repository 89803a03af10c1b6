import type { SmtpSink } from '../../../scripts/lib/smtp-sink.ts';

/** The environment of a server that mails through `sink` with links to http://app.test. */
export const mailEnv = (sink: SmtpSink) => ({
  SMTP_URL: sink.url,
  MAIL_FROM: 'herd Health <no-reply@herd.test>',
  PUBLIC_URL: 'http://app.test',
});

/** The token of a link in a mail (`...#token=...`). */
export function tokenOfLink(link: string | null): string {
  const token = /[#?&]token=([\w-]+)/.exec(link ?? '')?.[1];
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}
