import { authResponseSchema } from '@contract/auth';
import { resumeStep } from '@contract/onboarding/resume';
import { meResponseSchema } from '@contract/profile/wire';
import { answersFromWire } from '@contract/profile/wire-mapping';
import type { CurrentUser } from '@machines/app/app-types';
import type { AuthSession, Credentials } from '@machines/sign-in/sign-in-types';
import * as v from 'valibot';
import { takeEarlySessionAnswer } from './early-session';
import { requestJson } from './http';

export function login(credentials: Credentials): Promise<AuthSession> {
  return requestJson(authResponseSchema, (client) =>
    client.post('auth/login', { json: credentials }),
  );
}

export function register(input: {
  name: string;
  email: string;
  password: string;
}): Promise<AuthSession> {
  return requestJson(authResponseSchema, (client) => client.post('auth/register', { json: input }));
}

export function exchangeGoogleCode(input: {
  code: string;
  redirectUri: string;
  codeVerifier?: string;
}): Promise<AuthSession> {
  const json = {
    code: input.code,
    redirect_uri: input.redirectUri,
    ...(input.codeVerifier ? { code_verifier: input.codeVerifier } : {}),
  };
  return requestJson(authResponseSchema, (client) => client.post('auth/google', { json }));
}

/**
 * `GET /auth/me`: the patient and where onboarding resumes. The step is decided by the same
 * registry rule the server's onboarding check uses, so no second request is needed.
 */
export async function fetchCurrentUser(): Promise<CurrentUser> {
  // The page may have asked already (a signed-in first load); a failed early answer is asked again.
  const early = await takeEarlySessionAnswer();
  const me = await requestJson(meResponseSchema, (client) =>
    early ? Promise.resolve(early) : client.get('auth/me'),
  );
  return {
    profile: {
      ...answersFromWire(me),
      email: me.email,
      name: me.name,
      latestReportId: me.latestReportId,
      emailVerified: me.email_verified,
    },
    resumeAt: resumeStep(me),
  };
}

/**
 * `POST /auth/logout` with the token being ended: the server revokes it. Best effort: the app has
 * already forgotten the token, so a failure here cannot keep the patient signed in.
 */
export async function logout(token: string): Promise<void> {
  await requestJson(v.unknown(), (client) =>
    client.post('auth/logout', { headers: { authorization: `Bearer ${token}` } }),
  ).catch(() => undefined);
}
