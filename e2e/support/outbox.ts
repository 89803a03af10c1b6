import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

export interface OutboxMail {
  subject: string;
  text: string;
  html: string;
  /** The link in the mail that carries a token. */
  link: string;
}

/** Where the e2e server (no SMTP_URL) writes its mail: DATA_DIR/outbox (playwright.config.ts). */
const outbox = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/**
 * The newest message to `to` whose subject starts with `subject`, as the patient reads it:
 * the `.eml` file the server wrote, parsed. Waits for it (mail leaves from a queue).
 */
export async function mailTo(to: string, subject: string): Promise<OutboxMail> {
  let found: OutboxMail | null = null;
  await expect
    .poll(
      async () => {
        const files = (await fs.readdir(outbox()).catch(() => [])).sort().reverse();
        for (const file of files) {
          const mail = await simpleParser(await fs.readFile(path.join(outbox(), file)));
          const address = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          if (address !== to || !mail.subject?.startsWith(subject)) continue;
          const text = mail.text ?? '';
          found = {
            subject: mail.subject,
            text,
            html: typeof mail.html === 'string' ? mail.html : '',
            link: /https?:\/\/\S+token=[\w-]+/.exec(text)?.[0] ?? '',
          };
          return true;
        }
        return false;
      },
      { timeout: 15_000, message: `a mail "${subject}..." to ${to} in the outbox` },
    )
    .toBe(true);
  return found as unknown as OutboxMail;
}
