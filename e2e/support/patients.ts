import { randomUUID } from 'node:crypto';

export interface NewPatient {
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A patient nobody has registered yet: every test gets its own account in the shared database. */
export function newPatient(tag = 'e2e'): NewPatient {
  const id = randomUUID().slice(0, 8);
  return {
    name: `Pat ${id}`,
    firstName: 'Pat',
    lastName: `Doe-${id}`,
    email: `${tag}-${id}@example.test`,
    password: `correct horse ${id}`,
  };
}

export const michiganResident = {
  dateOfBirth: '1990-04-01',
  gender: 'Female',
  state: 'Michigan',
} as const;
