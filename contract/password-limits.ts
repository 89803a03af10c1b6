// The password rules' numbers, apart from the request schemas (contract/auth.ts): the forms show
// them without downloading valibot and the schemas with the sign-in page.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
