import type { PublicConfig } from '../../contract/meta.ts';
import type { AppDeps } from '../app-env.ts';

/** The settings every visitor may see (GET /api/config, and written into the app's page). */
export async function publicConfigOf(deps: AppDeps): Promise<PublicConfig> {
  const google = deps.config.google;
  const authorizeUrl = deps.google ? await deps.google.authorizeUrl() : null;
  return {
    google: {
      enabled: Boolean(google && authorizeUrl),
      clientId: google?.clientId ?? null,
      authorizeUrl,
    },
    cal: deps.config.cal,
    support: deps.config.support,
  };
}
