import * as v from 'valibot';

const messageValue = v.union([
  v.string(),
  v.number(),
  v.object({
    id: v.string(),
    values: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
  }),
]);

/**
 * Every error the API answers has this body. `detail` is English, for API clients. `field`
 * names the request field (its wire name) a validation error is about, so the app can show the
 * reason at that field. An error a patient may see also has `message_id` (a message of the
 * catalogue, i18n/catalogue) and `message_values` (its placeholders; a value may itself be a
 * message, such as a field's label), so the app words it in the patient's language.
 */
export const errorSchema = v.object({
  detail: v.string(),
  field: v.optional(v.string()),
  message_id: v.optional(v.string()),
  message_values: v.optional(v.record(v.string(), messageValue)),
});
