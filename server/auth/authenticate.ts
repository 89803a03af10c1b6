import type { UserRow } from '../users/user-row.ts';

/** The account of a session that is still open, or null (ended, expired, account deleted). */
export type Authenticate = (sessionId: string, userId: string) => Promise<UserRow | null>;
