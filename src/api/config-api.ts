import { type PublicConfig, publicConfigSchema } from '@contract/meta';
import { requestJson } from './http';

let cached: Promise<PublicConfig> | null = null;

/** Public client settings (Google availability, Cal.com embed); fetched once per page load. */
export function fetchPublicConfig(): Promise<PublicConfig> {
  cached ??= requestJson(publicConfigSchema, (client) => client.get('api/config')).catch(
    (error: unknown) => {
      cached = null;
      throw error;
    },
  );
  return cached;
}
