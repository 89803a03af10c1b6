import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { english } from '../../i18n/english.ts';
import { defineMessages, type Message, withValues } from '../../i18n/message.ts';
import type { GoogleSettings } from '../config.ts';
import { canonicalEmail } from '../users/canonical-email.ts';

export interface ExternalIdentity {
  subject: string;
  email: string;
  name: string;
}

const googleFailures = defineMessages({
  noEmail: { id: 'error.google.noEmail', defaultMessage: 'Google did not share an email address' },
  unverified: {
    id: 'error.google.unverified',
    defaultMessage: 'Your Google email address is not verified',
  },
  unreachable: {
    id: 'error.google.unreachable',
    defaultMessage: 'Could not reach Google. Please try again later.',
  },
  discoveryFailed: {
    id: 'error.google.discoveryFailed',
    defaultMessage: 'Google sign-in is misconfigured (discovery failed)',
  },
  issuerMismatch: {
    id: 'error.google.issuerMismatch',
    defaultMessage: 'Google sign-in is misconfigured (issuer mismatch)',
  },
  notVerified: {
    id: 'error.google.notVerified',
    defaultMessage: 'Google sign-in could not be verified',
  },
  noUserinfo: {
    id: 'error.google.noUserinfo',
    defaultMessage: 'Google sign-in is misconfigured (no userinfo endpoint)',
  },
  tokenRejected: {
    id: 'error.google.tokenRejected',
    defaultMessage: 'Google rejected the access token',
  },
  otherApplication: {
    id: 'error.google.otherApplication',
    defaultMessage: 'The access token was issued to another application',
  },
  providerFailed: {
    id: 'error.google.providerFailed',
    defaultMessage: 'Google sign-in failed at the provider. Please try again.',
  },
  rejected: {
    id: 'error.google.rejected',
    defaultMessage: 'Google rejected the sign-in ({reason})',
    description: "{reason} is Google's own error code, such as invalid_grant.",
  },
  noIdToken: { id: 'error.google.noIdToken', defaultMessage: 'Google did not return an ID token' },
});

/** A sign-in failure with a message that is safe to show to the user (a catalogue message). */
export class GoogleSignInError extends Error {
  override name = 'GoogleSignInError';
  constructor(
    readonly reason: Message,
    readonly status: 401 | 502,
  ) {
    super(english(reason));
  }
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
}

export interface GoogleProvider {
  authorizeUrl(): Promise<string | null>;
  exchangeCode(input: {
    code: string;
    redirectUri: string;
    codeVerifier?: string;
  }): Promise<ExternalIdentity>;
  identifyAccessToken(accessToken: string): Promise<ExternalIdentity>;
}

const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const PROVIDER_TIMEOUT_MS = 10_000;
const GOOGLE_TOKENINFO = 'https://oauth2.googleapis.com/tokeninfo';

const trimSlash = (value: string) => value.replace(/\/+$/, '');

function stringField(source: Record<string, unknown>, key: string): string | undefined {
  const value = source[key];
  return typeof value === 'string' && value ? value : undefined;
}

function isVerified(value: unknown): boolean {
  return value === true || value === 'true';
}

function identityFrom(claims: Record<string, unknown>): ExternalIdentity {
  const subject = stringField(claims, 'sub');
  const email = stringField(claims, 'email');
  if (!subject || !email) throw new GoogleSignInError(googleFailures.noEmail, 401);
  if (!isVerified(claims.email_verified)) {
    throw new GoogleSignInError(googleFailures.unverified, 401);
  }
  const given = [stringField(claims, 'given_name'), stringField(claims, 'family_name')]
    .filter(Boolean)
    .join(' ');
  const name = stringField(claims, 'name') ?? (given || email.split('@')[0] || email);
  return { subject, email: canonicalEmail(email), name: name.slice(0, 200) };
}

export function createGoogleProvider(
  settings: GoogleSettings,
  fetchImpl: typeof fetch = fetch,
): GoogleProvider {
  let cached: {
    discovery: Discovery;
    at: number;
    jwks: ReturnType<typeof createRemoteJWKSet>;
  } | null = null;

  async function providerFetch(url: string, init?: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    } catch {
      throw new GoogleSignInError(googleFailures.unreachable, 502);
    }
  }

  async function discover() {
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached;
    const response = await providerFetch(settings.discoveryUrl, {
      headers: { accept: 'application/json' },
    });
    const body = (await response.json().catch(() => null)) as Partial<Discovery> | null;
    if (
      !response.ok ||
      !body ||
      typeof body.issuer !== 'string' ||
      typeof body.authorization_endpoint !== 'string' ||
      typeof body.token_endpoint !== 'string' ||
      typeof body.jwks_uri !== 'string'
    ) {
      throw new GoogleSignInError(googleFailures.discoveryFailed, 502);
    }
    if (trimSlash(body.issuer) !== trimSlash(settings.issuer)) {
      throw new GoogleSignInError(googleFailures.issuerMismatch, 502);
    }
    const discovery = body as Discovery;
    cached = { discovery, at: Date.now(), jwks: createRemoteJWKSet(new URL(discovery.jwks_uri)) };
    return cached;
  }

  async function verifyIdToken(idToken: string): Promise<JWTPayload> {
    const { discovery, jwks } = await discover();
    try {
      const { payload } = await jwtVerify(idToken, jwks, {
        issuer: [discovery.issuer, trimSlash(discovery.issuer)],
        audience: settings.clientId,
        requiredClaims: ['exp', 'sub'],
      });
      return payload;
    } catch {
      throw new GoogleSignInError(googleFailures.notVerified, 401);
    }
  }

  async function userInfo(accessToken: string): Promise<Record<string, unknown>> {
    const { discovery } = await discover();
    if (!discovery.userinfo_endpoint) {
      throw new GoogleSignInError(googleFailures.noUserinfo, 502);
    }
    const response = await providerFetch(discovery.userinfo_endpoint, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok || !body) throw new GoogleSignInError(googleFailures.tokenRejected, 401);
    return body;
  }

  /** An access token may have been issued to another app: only accept one meant for ours. */
  async function checkAccessTokenAudience(accessToken: string): Promise<void> {
    const tokenInfoUrl =
      trimSlash(settings.issuer) === 'https://accounts.google.com' ? GOOGLE_TOKENINFO : null;
    if (tokenInfoUrl) {
      const response = await providerFetch(
        `${tokenInfoUrl}?access_token=${encodeURIComponent(accessToken)}`,
      );
      const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (!response.ok || !body) throw new GoogleSignInError(googleFailures.tokenRejected, 401);
      if (body.aud !== settings.clientId && body.azp !== settings.clientId) {
        throw new GoogleSignInError(googleFailures.otherApplication, 401);
      }
      return;
    }
    // Other OpenID providers issue JWT access tokens: check signature and audience locally.
    const { discovery, jwks } = await discover();
    try {
      const { payload } = await jwtVerify(accessToken, jwks, {
        issuer: [discovery.issuer, trimSlash(discovery.issuer)],
      });
      const audiences = [payload.aud, payload.azp, payload.client_id].flat();
      if (!audiences.includes(settings.clientId)) throw new Error('audience');
    } catch {
      throw new GoogleSignInError(googleFailures.otherApplication, 401);
    }
  }

  return {
    async authorizeUrl() {
      if (settings.authorizeUrl) return settings.authorizeUrl;
      try {
        return (await discover()).discovery.authorization_endpoint;
      } catch {
        return null;
      }
    },

    async exchangeCode({ code, redirectUri, codeVerifier }) {
      const { discovery } = await discover();
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
      });
      if (codeVerifier) form.set('code_verifier', codeVerifier);
      const response = await providerFetch(discovery.token_endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form,
      });
      const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (response.status >= 500 || !body) {
        throw new GoogleSignInError(googleFailures.providerFailed, 502);
      }
      if (!response.ok) {
        const reason = stringField(body, 'error') ?? 'rejected';
        throw new GoogleSignInError(
          withValues(googleFailures.rejected, { reason: reason.slice(0, 64) }),
          401,
        );
      }
      const idToken = stringField(body, 'id_token');
      if (!idToken) throw new GoogleSignInError(googleFailures.noIdToken, 502);
      return identityFrom(await verifyIdToken(idToken));
    },

    async identifyAccessToken(accessToken) {
      await checkAccessTokenAudience(accessToken);
      return identityFrom(await userInfo(accessToken));
    },
  };
}
