import * as v from 'valibot';

export const healthResponseSchema = v.object({
  status: v.literal('ok'),
  database: v.picklist(['pglite', 'postgres']),
});
export type HealthResponse = v.InferOutput<typeof healthResponseSchema>;

/** Public client settings: nothing secret ever goes here. */
export const publicConfigSchema = v.object({
  google: v.object({
    enabled: v.boolean(),
    clientId: v.nullable(v.string()),
    authorizeUrl: v.nullable(v.string()),
  }),
  cal: v.object({
    namespace: v.string(),
    link: v.string(),
    embedUrl: v.string(),
  }),
  /** Where "Support" leads: SUPPORT_URL, else a mail to SUPPORT_EMAIL; both null when unset. */
  support: v.object({ url: v.nullable(v.string()), email: v.nullable(v.string()) }),
});
export type PublicConfig = v.InferOutput<typeof publicConfigSchema>;
