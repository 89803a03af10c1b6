import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'herd-health';
const AUDIENCE = 'herd-health-api';
const VERIFIED_CACHE_SIZE = 10_000;

export interface VerifiedToken {
  userId: string;
  /** The token's `jti`: the session row that must still exist for the token to be valid. */
  sessionId: string;
}

export interface TokenService {
  readonly ttlSeconds: number;
  issue(userId: string, sessionId: string, expiresAt: Date): Promise<string>;
  /** Null for any token that is malformed, forged, expired, unsigned or has no `jti`. */
  verify(token: string): Promise<VerifiedToken | null>;
}

export function createTokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
  // A token's signature never changes its verdict, so a verified token is remembered (its
  // expiry is still checked on every use). Saves the HMAC on the hottest route. Whether its
  // session still exists is checked separately, on every request.
  const verified = new Map<string, VerifiedToken & { expiresAt: number }>();

  return {
    ttlSeconds,
    issue(userId, sessionId, expiresAt) {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setJti(sessionId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now() / 1000) return known;
        verified.delete(token);
        return null;
      }
      try {
        // Pinning the algorithm is what rejects `alg: none` and algorithm-confusion tokens.
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub', 'jti'],
        });
        const { sub, jti, exp } = payload;
        if (typeof sub !== 'string' || !sub || typeof jti !== 'string' || !jti || !exp) {
          return null;
        }
        if (verified.size >= VERIFIED_CACHE_SIZE) {
          const oldest = verified.keys().next().value;
          if (oldest !== undefined) verified.delete(oldest);
        }
        const entry = { userId: sub, sessionId: jti, expiresAt: exp };
        verified.set(token, entry);
        return entry;
      } catch {
        return null;
      }
    },
  };
}
