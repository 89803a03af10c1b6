import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'herd-health';
const AUDIENCE = 'herd-health-api';
const VERIFIED_CACHE_SIZE = 10_000;

export interface TokenService {
  issue(userId: string): Promise<string>;
  /** The user id, or null for any token that is malformed, forged, expired or unsigned. */
  verify(token: string): Promise<string | null>;
}

export function createTokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
  // A token's signature never changes its verdict, so a verified token is remembered (its
  // expiry is still checked on every use). Saves the HMAC on the hottest route.
  const verified = new Map<string, { userId: string; expiresAt: number }>();

  return {
    issue(userId) {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(secret);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now() / 1000) return known.userId;
        verified.delete(token);
        return null;
      }
      try {
        // Pinning the algorithm is what rejects `alg: none` and algorithm-confusion tokens.
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string' || !payload.sub || payload.exp === undefined)
          return null;
        if (verified.size >= VERIFIED_CACHE_SIZE) {
          const oldest = verified.keys().next().value;
          if (oldest !== undefined) verified.delete(oldest);
        }
        verified.set(token, { userId: payload.sub, expiresAt: payload.exp });
        return payload.sub;
      } catch {
        return null;
      }
    },
  };
}
