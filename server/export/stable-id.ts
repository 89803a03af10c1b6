import { createHash } from 'node:crypto';

/**
 * A UUID named by the patient and a key ("condition/2"), so the same record exported twice
 * gives the same ids and a receiving system can match what it already imported. It reveals
 * nothing: a hash of the account id, never of a health value.
 */
export function stableUuid(patientId: string, key: string): string {
  const hex = createHash('sha256').update(`${patientId}\u0000${key}`).digest('hex');
  // Version 5-style layout (name-based), variant bits 10xx.
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
