import type { AuthSession, Credentials, OnboardingCheck } from '../../machines/domain/session';
import type { UserProfile } from '../../machines/domain/user-profile';
import { authResponseSchema } from '../../server/contract/auth';
import { checkOnboardingResponseSchema, meResponseSchema } from '../../server/contract/user';
import { requestJson } from './http';
import { profileFromServer } from './profile-mapping';

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

export async function fetchCurrentUser(): Promise<UserProfile> {
  const me = await requestJson(meResponseSchema, (client) => client.get('auth/me'));
  return profileFromServer(me);
}

export function checkOnboarding(): Promise<OnboardingCheck> {
  return requestJson(checkOnboardingResponseSchema, (client) =>
    client.get('auth/check-onboarding'),
  );
}
