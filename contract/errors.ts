import * as v from 'valibot';

/**
 * Every error the API answers has this body. `field` names the request field (its wire name) a
 * validation error is about, so the app can show the reason at that field.
 */
export const errorSchema = v.object({ detail: v.string(), field: v.optional(v.string()) });
