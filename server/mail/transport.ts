import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailSettings } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { ComposedMail } from './compose.ts';

export interface OutgoingMail extends ComposedMail {
  to: string;
}

/** Hands a message over: to the SMTP server, or to the outbox folder. Throws when it cannot. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Where `npm start` without SMTP_URL writes each message, one `.eml` file each. */
export const outboxDirectory = (dataDir: string) => path.join(dataDir, 'outbox');

// A server that accepts the connection and then says nothing must not hold a job for minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** A file name that sorts by time and cannot collide: `2026-11-27T10-15-00-123Z-3f9a1c.eml`. */
const fileNameOf = (at: Date) =>
  `${at.toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;

/**
 * SMTP_URL set: nodemailer's SMTP transport (STARTTLS when the server offers it, TLS from the
 * start with smtps://). Unset: nodemailer writes the raw message, which goes to
 * DATA_DIR/outbox/ (owner-only, like everything in DATA_DIR), whole or not at all; the log names
 * the file, never its link.
 */
export function createMailTransport(
  settings: MailSettings,
  dataDir: string,
  logger: Logger,
): MailTransport {
  const defaults = { from: settings.from };
  if (settings.smtpUrl) {
    // One kept connection instead of a new one (and a new TLS handshake) for every message.
    const smtp = createTransport(
      { url: settings.smtpUrl, pool: true, maxConnections: 1, ...SMTP_TIMEOUTS },
      defaults,
    );
    return {
      async send(mail) {
        await smtp.sendMail(mail);
      },
      close: () => smtp.close(),
    };
  }
  const writer = createTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    defaults,
  );
  const folder = outboxDirectory(dataDir);
  return {
    async send(mail) {
      const info = await writer.sendMail(mail);
      await fs.mkdir(folder, { recursive: true, mode: 0o700 });
      const name = fileNameOf(new Date());
      const file = path.join(folder, name);
      // Written under a hidden name, then renamed (atomic in one folder): whoever reads the
      // outbox (the /dev/mail page, the e2e tests) sees a whole message or none.
      const partial = path.join(folder, `.${name}.partial`);
      await fs.writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await fs.rename(partial, file);
      logger.info('mail written to the outbox', { path: file });
    },
    close: () => writer.close(),
  };
}
