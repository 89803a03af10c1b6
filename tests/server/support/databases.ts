export interface DatabaseVariant {
  name: 'pglite' | 'postgres';
  databaseUrl?: string;
}

let noted = false;

/** PGlite always; a real PostgreSQL server too when TEST_DATABASE_URL is set. */
export function databaseVariants(): DatabaseVariant[] {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    if (!noted) {
      console.info(
        'TEST_DATABASE_URL is not set: the PostgreSQL variant of the server suite is skipped.',
      );
      noted = true;
    }
    return [{ name: 'pglite' }];
  }
  return [{ name: 'pglite' }, { name: 'postgres', databaseUrl }];
}
