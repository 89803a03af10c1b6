/**
 * Google sign-in, browser half: the authorization-code flow with `state` (CSRF) and PKCE.
 * The server exchanges the code; this file only builds the redirect and checks what comes back.
 */

const PENDING_KEY = 'googleSignIn';

interface PendingSignIn {
  state: string;
  codeVerifier: string;
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomToken(byteLength = 32): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(byteLength)));
}

async function codeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/** The return address the server must use in the exchange: origin plus /auth (spec section 7). */
export function googleRedirectUri(): string {
  return `${window.location.origin}/auth`;
}

export async function buildGoogleAuthorizeUrl(
  authorizeUrl: string,
  clientId: string,
): Promise<string> {
  const pending: PendingSignIn = { state: randomToken(), codeVerifier: randomToken(48) };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const url = new URL(authorizeUrl);
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: googleRedirectUri(),
    response_type: 'code',
    scope: 'openid email profile',
    access_type: 'offline',
    prompt: 'consent',
    state: pending.state,
    code_challenge: await codeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

export const staleSignInMessage =
  'This sign-in attempt is no longer valid. Please start the Google sign-in again.';

/**
 * The PKCE verifier of the sign-in this browser started. A callback whose `state` does not match
 * (a forged or replayed link, or one opened in another browser) is refused before any exchange.
 */
export function takePendingCodeVerifier(returnedState: string | null): string {
  const raw = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  let pending: PendingSignIn | null = null;
  try {
    pending = raw ? (JSON.parse(raw) as PendingSignIn) : null;
  } catch {
    pending = null;
  }
  if (!pending || !returnedState || pending.state !== returnedState) {
    throw new Error(staleSignInMessage);
  }
  return pending.codeVerifier;
}
