import { type APIRequestContext, expect } from '@playwright/test';

// Beside the app's port, so parallel runs on other E2E_PORTs do not collide.
export const oidcPort = Number(
  process.env.E2E_OIDC_PORT ?? Number(process.env.E2E_PORT ?? 4317) + 1,
);
export const oidcControlPort = oidcPort + 1;
export const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
export const googleClientId = 'herd-e2e-client';
export const googleClientSecret = 'herd-e2e-client-secret';

export type NextAuthorization =
  | { kind: 'approve' }
  | { kind: 'bad-code' }
  | { kind: 'error'; error: string };

/** Chooses how the local provider ends the next authorization. */
export async function provideNextAuthorization(
  request: APIRequestContext,
  outcome: NextAuthorization,
): Promise<void> {
  const response = await request.post(`http://127.0.0.1:${oidcControlPort}/next`, {
    data: outcome,
  });
  expect(response.ok()).toBe(true);
}
