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
 * the `.eml` file the server wrote, parsed. Waits until `count` such messages are there (mail
 * leaves from a queue): after "Send again", the second one, whose link is the one that works.
 */
export async function mailTo(to: string, subject: string, count = 1): Promise<OutboxMail> {
  let found: OutboxMail | null = null;
  await expect
    .poll(
      async () => {
        // Whole messages only: the server writes each under a hidden name, then renames it.
        const files = (await fs.readdir(outbox()).catch(() => []))
          .filter((name) => name.endsWith('.eml'))
          .sort()
          .reverse();
        found = null;
        let matching = 0;
        for (const file of files) {
          const mail = await simpleParser(await fs.readFile(path.join(outbox(), file)));
          const address = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          if (address !== to || !mail.subject?.startsWith(subject)) continue;
          matching += 1;
          if (found) continue;
          const text = mail.text ?? '';
          found = {
            subject: mail.subject,
            text,
            html: typeof mail.html === 'string' ? mail.html : '',
            link: /https?:\/\/\S+token=[\w-]+/.exec(text)?.[0] ?? '',
          };
        }
        return matching >= count;
      },
      { timeout: 15_000, message: `a mail "${subject}..." to ${to} in the outbox` },
    )
    .toBe(true);
  return found as unknown as OutboxMail;
}
