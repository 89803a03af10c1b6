import path from 'node:path';
import { DEFAULT_SHARED_BUFFERS } from './db/pglite-defaults.ts';
import { isAddressOrRange } from './http/client-address.ts';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  issuer: string;
  discoveryUrl: string;
  /** Overrides the discovered authorization endpoint in `/api/config`. */
  authorizeUrl: string | null;
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string | null;
  jwtTtlSeconds: number;
  corsOrigins: string[];
  google: GoogleSettings | null;
  cal: { namespace: string; link: string; embedUrl: string };
  /** Where "Support" leads (public): a web page, or an address to write to; null when unset. */
  support: { url: string | null; email: string | null };
  logLevel: LogLevel;
  /** One access-log line per request (LOG_REQUESTS=false turns it off, e.g. for benchmarks). */
  logRequests: boolean;
  rateLimit: {
    authMax: number;
    authWindowMs: number;
    /** Failed sign-ins per account (email) and window, whatever address they come from. */
    loginFailuresMax: number;
    loginFailuresWindowMs: number;
    /** Report uploads per account and window. */
    uploadMax: number;
    uploadWindowMs: number;
    /** "Forgot password?" requests per client address and window (429 beyond). */
    resetAddressMax: number;
    /** Reset mails per email address and window (further requests get the same answer, no mail). */
    resetEmailMax: number;
    /** "Send again" of the confirmation mail per account and window (429 beyond). */
    verifyResendMax: number;
    mailWindowMs: number;
  };
  /** Mail (server/mail): the SMTP server, or none (files in DATA_DIR/outbox), the sender, links. */
  mail: MailSettings;
  /** Days the patient's security record keeps an event (ACTIVITY_RETENTION_DAYS). */
  activityRetentionDays: number;
  /** Proxies whose X-Forwarded-For is believed (addresses or CIDR ranges); empty: none. */
  trustedProxies: string[];
  /** Reports kept per patient: older ones (result and file) are deleted on upload. */
  reportsPerUser: number;
  /** AES-256 keys for stored report files: `current` encrypts, all decrypt. Null: generated. */
  reportKeys: { current: Uint8Array; old: Uint8Array[] } | null;
  /** Built SPA (Vite output); absent in tests and in development, which is fine. */
  clientDir: string;
  /** The `/api/docs` reference page: development only unless API_DOCS=true. */
  apiDocs: boolean;
  /** Serve the client's `.map` files (and point browsers at them); off unless SERVE_SOURCE_MAPS=true. */
  serveSourceMaps: boolean;
  /** Time limit for reading one report, counted from when its reading starts (not queued). */
  extractTimeoutMs: number;
  /**
   * How long a reading may hold the reader while another patient's report waits, before it is
   * stopped and queued again behind it (at most twice per report).
   */
  reportFairShareMs: number;
  /** Reports this process reads at a time: 1, or 0 on a web instance beside `npm run worker`. */
  reportWorkers: number;
  /** PostgreSQL schema of the job queue (pg-boss); every process of one deployment shares it. */
  reportQueueSchema: string;
  /** PGlite only: PostgreSQL's shared_buffers (default 8MB). */
  pgliteSharedBuffers: string;
  /** PGlite only: patient rows kept in memory (about 0.9 KB each). */
  userCacheEntries: number;
}

export interface MailSettings {
  /** `smtp://` or `smtps://user:pass@host:port`; null writes each message to DATA_DIR/outbox. */
  smtpUrl: string | null;
  /** The From address (MAIL_FROM). */
  from: string;
  /** Where links in mail point (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  /** `/api/dev/mail` lists the outbox (development without SMTP_URL only). */
  devOutboxViewer: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function value(env: Env, key: string): string | undefined {
  const raw = env[key]?.trim();
  return raw ? raw : undefined;
}

function integer(env: Env, key: string, fallback: number, min: number, max: number): number {
  const raw = value(env, key);
  if (raw === undefined) return fallback;
  const parsed = Number(raw);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new ConfigError(`${key} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return parsed;
}

function memorySize(env: Env, key: string, fallback: string): string {
  const raw = value(env, key) ?? fallback;
  if (!/^\d+(kB|MB|GB)$/.test(raw))
    throw new ConfigError(`${key} must look like 16MB, got "${raw}"`);
  return raw;
}

function flag(env: Env, key: string, fallback: boolean): boolean {
  const raw = value(env, key)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(`${key} must be true or false, got "${raw}"`);
}

const DURATION = /^(\d+)\s*(s|m|h|d)?$/;
const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400 } as const;

/** Parses "3600", "90m", "12h" or "7d" into seconds. */
export function parseDuration(raw: string, key: string): number {
  const match = DURATION.exec(raw.trim());
  if (!match) throw new ConfigError(`${key} must be a number of seconds or like 12h / 7d`);
  const unit = (match[2] ?? 's') as keyof typeof UNIT_SECONDS;
  const seconds = Number(match[1]) * UNIT_SECONDS[unit];
  if (seconds < 1) throw new ConfigError(`${key} must be at least one second`);
  return seconds;
}

function url(env: Env, key: string, fallback?: string): string | undefined {
  const raw = value(env, key) ?? fallback;
  if (raw === undefined) return undefined;
  try {
    return new URL(raw).toString();
  } catch {
    throw new ConfigError(`${key} must be an absolute URL, got "${raw}"`);
  }
}

// One "@", something on each side, no spaces: enough to refuse a typo, not an RFC parser.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Where Support leads when SUPPORT_URL and SUPPORT_EMAIL are unset (issue 30, row 16): the
 * product's own support mailbox, so a fresh install never shows a dead "Support".
 */
const DEFAULT_SUPPORT_EMAIL = 'support@herdhealth.com';

function readSupport(env: Env): ServerConfig['support'] {
  const supportUrl = url(env, 'SUPPORT_URL') ?? null;
  if (supportUrl && !/^https?:/.test(supportUrl)) {
    throw new ConfigError(`SUPPORT_URL must be an http(s) address, got "${supportUrl}"`);
  }
  const email = value(env, 'SUPPORT_EMAIL') ?? DEFAULT_SUPPORT_EMAIL;
  if (!EMAIL.test(email)) {
    throw new ConfigError(`SUPPORT_EMAIL must be an email address, got "${email}"`);
  }
  return { url: supportUrl, email };
}

function readGoogle(env: Env): GoogleSettings | null {
  const clientId = value(env, 'GOOGLE_CLIENT_ID');
  const clientSecret = value(env, 'GOOGLE_CLIENT_SECRET');
  if (!clientId || !clientSecret) return null;
  const issuer = (value(env, 'GOOGLE_ISSUER') ?? 'https://accounts.google.com').replace(/\/+$/, '');
  const discoveryUrl =
    url(env, 'GOOGLE_DISCOVERY_URL') ?? `${issuer}/.well-known/openid-configuration`;
  return {
    clientId,
    clientSecret,
    issuer,
    discoveryUrl,
    authorizeUrl: url(env, 'GOOGLE_AUTHORIZE_URL') ?? null,
  };
}

function readTrustedProxies(env: Env): string[] {
  const entries = (value(env, 'TRUSTED_PROXIES') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      throw new ConfigError(
        `TRUSTED_PROXIES holds "${entry}", which is not an IP address or CIDR range`,
      );
    }
  }
  return entries;
}

function decodeKey(raw: string, key: string): Uint8Array {
  const bytes = Buffer.from(raw, /^[0-9a-f]{64}$/i.test(raw) ? 'hex' : 'base64');
  if (bytes.length !== 32) {
    throw new ConfigError(
      `${key} must be 32 random bytes, base64 or hex (e.g. openssl rand -base64 32)`,
    );
  }
  return new Uint8Array(bytes);
}

function readReportKeys(env: Env): ServerConfig['reportKeys'] {
  const current = value(env, 'REPORT_ENCRYPTION_KEY');
  const old = (value(env, 'REPORT_ENCRYPTION_OLD_KEYS') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!current) {
    if (old.length > 0) {
      throw new ConfigError('REPORT_ENCRYPTION_OLD_KEYS needs REPORT_ENCRYPTION_KEY as well');
    }
    return null;
  }
  return {
    current: decodeKey(current, 'REPORT_ENCRYPTION_KEY'),
    old: old.map((entry) => decodeKey(entry, 'REPORT_ENCRYPTION_OLD_KEYS')),
  };
}

function readQueueSchema(env: Env): string {
  const schema = value(env, 'REPORT_QUEUE_SCHEMA') ?? 'pgboss';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new ConfigError(
      `REPORT_QUEUE_SCHEMA must be a lower-case SQL name (letters, digits, _), got "${schema}"`,
    );
  }
  return schema;
}

function readReportWorkers(env: Env): number {
  const workers = integer(env, 'REPORT_WORKERS', 1, 0, 1);
  // The embedded database admits one process, so nobody else could read the reports.
  if (workers === 0 && !value(env, 'DATABASE_URL')) {
    throw new ConfigError(
      'REPORT_WORKERS=0 needs DATABASE_URL: with the embedded database no worker process could read the reports',
    );
  }
  return workers;
}

function readMail(env: Env, port: number): MailSettings {
  const smtpUrl = value(env, 'SMTP_URL') ?? null;
  if (smtpUrl !== null) {
    let protocol = '';
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      // reported below
    }
    if (protocol !== 'smtp:' && protocol !== 'smtps:') {
      throw new ConfigError(
        'SMTP_URL must look like smtp://host:port or smtps://user:pass@host:port',
      );
    }
  }
  // Real mail needs a real sender and links that reach the app: no guessing in production.
  for (const key of ['MAIL_FROM', 'PUBLIC_URL']) {
    if (smtpUrl !== null && !value(env, key))
      throw new ConfigError(`SMTP_URL needs ${key} as well`);
  }
  const publicUrl = url(env, 'PUBLIC_URL', `http://localhost:${port || 3000}`) as string;
  if (!/^https?:$/.test(new URL(publicUrl).protocol)) {
    throw new ConfigError(`PUBLIC_URL must be an http or https address, got "${publicUrl}"`);
  }
  return {
    smtpUrl,
    from: value(env, 'MAIL_FROM') ?? 'herd Health <no-reply@localhost>',
    publicUrl: publicUrl.replace(/\/+$/, ''),
    devOutboxViewer: smtpUrl === null && env.NODE_ENV === 'development',
  };
}

const LOG_LEVELS: LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

export function readConfig(env: Env = process.env): ServerConfig {
  const dataDir = path.resolve(value(env, 'DATA_DIR') ?? 'data');
  const jwtSecret = value(env, 'JWT_SECRET') ?? null;
  if (jwtSecret !== null && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters');
  }
  const logLevel = (value(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const corsOrigins = (value(env, 'CORS_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      try {
        return new URL(origin).origin;
      } catch {
        throw new ConfigError(`CORS_ORIGINS holds an invalid origin "${origin}"`);
      }
    });
  const port = integer(env, 'PORT', 3000, 0, 65535);
  return {
    port,
    host: value(env, 'HOST') ?? '127.0.0.1',
    dataDir,
    databaseUrl: value(env, 'DATABASE_URL') ?? null,
    jwtSecret,
    jwtTtlSeconds: parseDuration(value(env, 'JWT_TTL') ?? '7d', 'JWT_TTL'),
    corsOrigins,
    google: readGoogle(env),
    cal: {
      namespace: value(env, 'CAL_NAMESPACE') ?? 'genetic-counseling',
      link: value(env, 'CAL_LINK') ?? 'herd-health/genetic-counseling',
      embedUrl: url(env, 'CAL_EMBED_URL', 'https://app.cal.com/embed/embed.js') as string,
    },
    support: readSupport(env),
    logLevel,
    logRequests: value(env, 'LOG_REQUESTS') !== 'false',
    rateLimit: {
      authMax: integer(env, 'RATE_LIMIT_AUTH_MAX', 20, 1, 1_000_000),
      authWindowMs: integer(env, 'RATE_LIMIT_AUTH_WINDOW_MS', 60_000, 1000, 86_400_000),
      loginFailuresMax: integer(env, 'RATE_LIMIT_LOGIN_FAILURES_MAX', 10, 1, 1_000_000),
      loginFailuresWindowMs: integer(
        env,
        'RATE_LIMIT_LOGIN_FAILURES_WINDOW_MS',
        900_000,
        1000,
        86_400_000,
      ),
      uploadMax: integer(env, 'RATE_LIMIT_UPLOAD_MAX', 10, 1, 1_000_000),
      uploadWindowMs: integer(env, 'RATE_LIMIT_UPLOAD_WINDOW_MS', 3_600_000, 1000, 86_400_000),
      resetAddressMax: integer(env, 'RATE_LIMIT_RESET_ADDRESS_MAX', 10, 1, 1_000_000),
      resetEmailMax: integer(env, 'RATE_LIMIT_RESET_EMAIL_MAX', 3, 1, 1_000_000),
      verifyResendMax: integer(env, 'RATE_LIMIT_VERIFY_RESEND_MAX', 3, 1, 1_000_000),
      mailWindowMs: integer(env, 'RATE_LIMIT_MAIL_WINDOW_MS', 3_600_000, 1000, 86_400_000),
    },
    mail: readMail(env, port),
    activityRetentionDays: integer(env, 'ACTIVITY_RETENTION_DAYS', 365, 1, 36_500),
    trustedProxies: readTrustedProxies(env),
    reportsPerUser: integer(env, 'REPORTS_PER_USER', 5, 1, 10_000),
    reportKeys: readReportKeys(env),
    clientDir: path.resolve(value(env, 'CLIENT_DIR') ?? 'dist/client'),
    apiDocs: flag(env, 'API_DOCS', env.NODE_ENV === 'development'),
    serveSourceMaps: flag(env, 'SERVE_SOURCE_MAPS', false),
    extractTimeoutMs: integer(env, 'EXTRACT_TIMEOUT_MS', 120_000, 1000, 3_600_000),
    reportFairShareMs: integer(env, 'REPORT_FAIR_SHARE_MS', 4000, 500, 3_600_000),
    reportWorkers: readReportWorkers(env),
    reportQueueSchema: readQueueSchema(env),
    pgliteSharedBuffers: memorySize(env, 'PGLITE_SHARED_BUFFERS', DEFAULT_SHARED_BUFFERS),
    userCacheEntries: integer(env, 'USER_CACHE_ENTRIES', 10_000, 0, 10_000_000),
  };
}
