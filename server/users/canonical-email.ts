/**
 * The one form of an email address the server compares, stores and counts by: trimmed, Unicode
 * NFC and lower case. Every lookup and every per-account limit goes through it, so
 * "Patient@Example.com" and "patient@example.com" are one account and one failed-password count.
 */
export const canonicalEmail = (email: string) => email.trim().normalize('NFC').toLowerCase();
