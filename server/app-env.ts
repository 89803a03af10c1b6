import type { ActivityLog } from './activity/activity-log.ts';
import type { AccountTokens } from './auth/account-tokens.ts';
import type { Authenticate } from './auth/authenticate.ts';
import type { GoogleProvider } from './auth/google-provider.ts';
import type { SessionStore } from './auth/session-store.ts';
import type { TokenService } from './auth/tokens.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { StorageWatch } from './db/storage-full.ts';
import type { RateLimiter } from './http/rate-limit.ts';
import type { Logger } from './logger.ts';
import type { MailService } from './mail/mail-service.ts';
import type { ReportQueueService } from './queue/report-queue-service.ts';
import type { ReportExtractor } from './reports/report-extractor.ts';
import type { ReportKeyring } from './reports/report-keyring.ts';
import type { ReportRepository } from './reports/report-repository.ts';
import type { UserRepository } from './users/user-repository.ts';
import type { UserRow } from './users/user-row.ts';

export interface AppDeps {
  config: ServerConfig;
  db: Database;
  logger: Logger;
  tokens: TokenService;
  extractReport: ReportExtractor;
  /** Encrypts stored report files. */
  reportKeyring: ReportKeyring;
  /** Null when Google sign-in is not configured. */
  google: GoogleProvider | null;
  /** Whether the database can take writes (full disk). */
  storage: StorageWatch;
}

/** Built once per app so every route shares the same repositories (and user cache). */
export interface AppServices {
  users: UserRepository;
  reports: ReportRepository;
  sessions: SessionStore;
  limiter: RateLimiter;
  authenticate: Authenticate;
  /** Uploads wait here to be read (by this process or another one on the same database). */
  reportQueue: ReportQueueService;
  /** Reset and confirmation links (their hashes). */
  tokens: AccountTokens;
  /** Mail goes through the job queue; `start` makes this process send it. */
  mail: MailService;
  /** The patient's security record: `activity.record(c, userId, kind)` (docs/mail.md). */
  activity: ActivityLog;
}

export interface AppEnv {
  Variables: { userId: string; sessionId: string; user: UserRow };
}
