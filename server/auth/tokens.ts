import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'herd-health';
const AUDIENCE = 'herd-health-api';

export interface TokenService {
  issue(userId: string): Promise<string>;
  /** The user id, or null for any token that is malformed, forged, expired or unsigned. */
  verify(token: string): Promise<string | null>;
}

export function createTokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
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
      try {
        // Pinning the algorithm is what rejects `alg: none` and algorithm-confusion tokens.
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub'],
        });
        return typeof payload.sub === 'string' && payload.sub ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}

export const TOKEN_ISSUER = ISSUER;
export const TOKEN_AUDIENCE = AUDIENCE;
