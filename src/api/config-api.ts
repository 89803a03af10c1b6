import { type PublicConfig, publicConfigSchema } from '@contract/meta';
import * as v from 'valibot';
import { requestJson } from './http';
import { readInlinedConfig } from './inlined-config';

let cached: Promise<PublicConfig> | null = null;

/** Public client settings (Google availability, Cal.com embed): from the page, else fetched once. */
export function fetchPublicConfig(): Promise<PublicConfig> {
  const inlined = v.safeParse(publicConfigSchema, readInlinedConfig());
  if (inlined.success) return Promise.resolve(inlined.output);
  cached ??= requestJson(publicConfigSchema, (client) => client.get('api/config')).catch(
    (error: unknown) => {
      cached = null;
      throw error;
    },
  );
  return cached;
}
