import { loadApi } from '@/api/lazy';
import { importOnline } from '@/lib/import-online';

/** The PKCE and redirect helpers load only when a patient uses Google. */
export const loadGoogle = importOnline(() => import('@/lib/google-redirect'));

/** Sends the browser to Google's authorization page; rejects when Google is not set up. */
export async function startGoogleRedirect(): Promise<void> {
  const config = await (await loadApi()).fetchPublicConfig();
  if (!config.google.enabled || !config.google.clientId || !config.google.authorizeUrl) {
    throw new Error('Google sign-in is not available right now.');
  }
  const { buildGoogleAuthorizeUrl } = await loadGoogle();
  window.location.assign(
    await buildGoogleAuthorizeUrl(config.google.authorizeUrl, config.google.clientId),
  );
}
