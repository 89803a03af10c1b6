import type { AuthResponse } from '../../contract/auth.ts';
import type { UserRow } from '../users/user-row.ts';
import type { SessionStore } from './session-store.ts';
import type { TokenService } from './tokens.ts';

/** Opens a session for the user and answers the token that names it. */
export async function signIn(
  tokens: TokenService,
  sessions: SessionStore,
  user: Pick<UserRow, 'id' | 'email' | 'name'>,
): Promise<AuthResponse> {
  const expiresAt = new Date(Date.now() + tokens.ttlSeconds * 1000);
  const sessionId = await sessions.create(user.id, expiresAt);
  return {
    access_token: await tokens.issue(user.id, sessionId, expiresAt),
    email: user.email,
    name: user.name,
  };
}
