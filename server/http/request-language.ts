import type { Context } from 'hono';
import type { Locale } from '../../i18n/locales.ts';
import { requestLocale } from '../i18n/server-words.ts';

/**
 * The language a request asks for (its `Accept-Language`; the app sends the language it shows):
 * what mail is written in until the account's profile has a language of its own.
 */
export const asked = (c: Context): Locale => requestLocale(c.req.header('accept-language'));
