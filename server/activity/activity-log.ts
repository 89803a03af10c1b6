import type { Context } from 'hono';
import type { ActivityEvent, ActivityKind } from '../../contract/account.ts';
import type { Queryable } from '../db/database.ts';
import { clientAddress, trustedProxyList } from '../http/client-address.ts';

/** The last events Settings shows ("Recent activity"). */
export const RECENT_ACTIVITY = 50;
const USER_AGENT_LENGTH = 512;

export interface ActivityRecord {
  userId: string;
  kind: ActivityKind;
  /** The client address (null when unknown). */
  ip: string | null;
  userAgent: string | null;
}

/** A browser's own words, bounded, without control characters (it is shown back to the patient). */
function browserOf(c: Context): string | null {
  const raw = c.req.header('user-agent');
  if (!raw) return null;
  const clean = raw
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, USER_AGENT_LENGTH);
  return clean || null;
}

/**
 * Appends one event to the patient's security record (table activity_events). Only the kind,
 * the time, the address and the browser: never what the request carried (a report, an answer),
 * so no health value can reach the record.
 */
export async function recordActivity(target: Queryable, event: ActivityRecord): Promise<void> {
  await target.query(
    'insert into activity_events (user_id, kind, ip, user_agent) values ($1, $2, $3, $4)',
    [event.userId, event.kind, event.ip, event.userAgent],
  );
}

/**
 * The security record as the routes use it: `record(c, userId, kind)` takes the address and the
 * browser from the request (X-Forwarded-For only from TRUSTED_PROXIES, like the rate limits).
 */
export function createActivityLog(db: Queryable, options: { trustedProxies: string[] }) {
  const proxies = options.trustedProxies.length ? trustedProxyList(options.trustedProxies) : null;
  const recordOf = (c: Context, userId: string, kind: ActivityKind): ActivityRecord => {
    const ip = clientAddress(c, proxies);
    return { userId, kind, ip: ip === 'unknown' ? null : ip, userAgent: browserOf(c) };
  };

  return {
    /** Records that `kind` happened to the account, now, from this request's client. */
    record: (c: Context, userId: string, kind: ActivityKind) =>
      recordActivity(db, recordOf(c, userId, kind)),

    /** The same inside the caller's transaction (the event commits with what it records). */
    recordWithin: (tx: Queryable, c: Context, userId: string, kind: ActivityKind) =>
      recordActivity(tx, recordOf(c, userId, kind)),

    /** The patient's newest events first. */
    async recent(userId: string, limit = RECENT_ACTIVITY): Promise<ActivityEvent[]> {
      const rows = await db.query<{
        at: Date | string;
        kind: ActivityKind;
        ip: string | null;
        user_agent: string | null;
      }>(
        `select at, kind, ip, user_agent from activity_events where user_id = $1
         order by at desc, id desc limit $2`,
        [userId, limit],
      );
      return rows.map((row) => ({
        at: new Date(row.at).toISOString(),
        kind: row.kind,
        ip: row.ip,
        user_agent: row.user_agent,
      }));
    },

    /** Deletes events older than the retention (ACTIVITY_RETENTION_DAYS); returns how many. */
    async purge(retentionDays: number): Promise<number> {
      const rows = await db.query(
        `delete from activity_events where at < now() - $1::integer * interval '1 day' returning id`,
        [retentionDays],
      );
      return rows.length;
    },
  };
}

export type ActivityLog = ReturnType<typeof createActivityLog>;
