-- patient language
-- The language the app speaks to the patient (i18n/locales.ts), chosen in the language menu or
-- followed from the browser; mail and exports use it. Null for accounts from before it existed:
-- the app saves the language it shows at their next sign-in.
alter table users add column language text;
