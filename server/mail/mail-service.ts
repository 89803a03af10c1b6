import {
  accountLinkPaths,
  CONFIRM_LINK_HOURS,
  RESET_LINK_MINUTES,
} from '../../contract/account-links.ts';
import { defaultLocale, type Locale } from '../../i18n/locales.ts';
import type { AccountTokens } from '../auth/account-tokens.ts';
import type { ServerConfig } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import { supportedLocale } from '../i18n/server-words.ts';
import type { Logger } from '../logger.ts';
import type { UserRepository } from '../users/user-repository.ts';
import { composeMail, type MailContent, type NoticeKind } from './compose.ts';
import type { MailJob } from './mail-job.ts';
import { createMailQueue } from './mail-queue.ts';
import { createMailTransport, type MailTransport } from './transport.ts';

const MINUTE_MS = 60_000;

/**
 * The mail the server sends. Routes only queue a message (`requestPasswordReset`,
 * `sendConfirmation`, `sendNotice`); the sender, running in every server process, writes it
 * (server/mail/compose.ts), makes its token when it has one, and hands it to the transport.
 */
export function createMailService(
  deps: {
    db: Database;
    logger: Logger;
    config: Pick<ServerConfig, 'mail' | 'dataDir' | 'reportQueueSchema'>;
  },
  stores: { users: Pick<UserRepository, 'findByEmail' | 'findById'>; tokens: AccountTokens },
) {
  const { logger, config } = deps;
  const queue = createMailQueue(deps.db, logger, { schema: config.reportQueueSchema });
  const link = (path: string, token?: string) =>
    `${config.mail.publicUrl}${path}${token ? `#token=${token}` : ''}`;
  let transport: MailTransport | null = null;

  /** The profile's language, else the one the request asked for, else English. */
  const languageOf = (profile: string | null | undefined, requested: string | undefined): Locale =>
    supportedLocale(profile) ?? supportedLocale(requested) ?? defaultLocale;

  /** What the job's message says, with a fresh token; null when there is nobody to write to. */
  async function contentOf(
    job: MailJob,
  ): Promise<{ to: string; content: MailContent; language: Locale } | null> {
    if (job.kind === 'notice') {
      const content: MailContent = {
        kind: 'notice',
        notice: job.notice,
        name: job.name,
        email: job.to,
        at: new Date(job.at),
        link: link('/auth'),
      };
      return { to: job.to, content, language: languageOf(null, job.language) };
    }
    if (job.kind === 'password-reset') {
      const user = await stores.users.findByEmail(job.email);
      if (!user) return null;
      const language = languageOf(user.language, job.language);
      if (!user.password_hash) {
        return {
          to: user.email,
          content: { kind: 'password-reset-google', name: user.name, link: link('/auth') },
          language,
        };
      }
      const token = await stores.tokens.issue(
        user,
        'password_reset',
        RESET_LINK_MINUTES * MINUTE_MS,
      );
      return {
        to: user.email,
        content: {
          kind: 'password-reset',
          name: user.name,
          link: link(accountLinkPaths.resetPassword, token),
        },
        language,
      };
    }
    const user = await stores.users.findById(job.userId);
    if (!user || user.email_verified_at || user.google_subject) return null;
    const token = await stores.tokens.issue(
      user,
      'email_verification',
      CONFIRM_LINK_HOURS * 60 * MINUTE_MS,
    );
    return {
      to: user.email,
      content: {
        kind: 'confirm-email',
        name: user.name,
        link: link(accountLinkPaths.confirmEmail, token),
      },
      language: languageOf(user.language, job.language),
    };
  }

  async function deliver(job: MailJob): Promise<void> {
    const message = await contentOf(job);
    if (!message || !transport) {
      // Never the address: an unknown one is as private as a known one.
      if (!message) logger.info('mail not needed', { kind: job.kind });
      return;
    }
    const { content, language } = message;
    await transport.send({ to: message.to, ...composeMail(content, language) });
    logger.info('mail sent', {
      kind: content.kind === 'notice' ? content.notice : content.kind,
      language,
    });
  }

  const enqueue = async (job: MailJob, tx?: Queryable) => {
    await queue.enqueue(job, tx);
    if (!tx) queue.notify();
  };

  return {
    /**
     * A reset link for the address, if an account has it (decided when the mail is sent), in the
     * account's language or else `requested` (the request's, server/i18n/server-words.ts).
     */
    requestPasswordReset: (email: string, requested: Locale) =>
      enqueue({ kind: 'password-reset', email, language: requested }),

    /** A confirmation link for the account's address (none once it is confirmed). */
    sendConfirmation: (userId: string, requested: Locale, tx?: Queryable) =>
      enqueue({ kind: 'email-verification', userId, language: requested }, tx),

    /**
     * Tells the patient what just happened to their account (inside `tx` when given), in their
     * profile's language as it is now, or else `requested`.
     */
    sendNotice: (
      notice: NoticeKind,
      user: { email: string; name: string; language: string | null },
      requested: Locale,
      tx?: Queryable,
    ) =>
      enqueue(
        {
          kind: 'notice',
          notice,
          to: user.email,
          name: user.name,
          at: new Date().toISOString(),
          language: languageOf(user.language, requested),
        },
        tx,
      ),

    /** Wakes the sender after a transaction that queued mail has committed. */
    notify: () => queue.notify(),

    /** Creates the queue; with `send`, this process sends queued mail too. */
    async start(options: { send: boolean }): Promise<void> {
      await queue.start();
      if (!options.send) return;
      transport = createMailTransport(config.mail, config.dataDir, logger);
      await queue.work(deliver);
    },

    async stop(): Promise<void> {
      await queue.stop();
      transport?.close();
      transport = null;
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
