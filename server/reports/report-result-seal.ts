import type { ReportResult } from '../../contract/report.ts';
import type { ReportKeyring, Sealed } from './report-keyring.ts';

/** Authenticated with each result, so a payload moved to another report does not decrypt. */
export const resultContext = (id: string) => `report-result:${id}`;

/** A report's result as stored: under the report key, like its file. */
export function sealResult(keyring: ReportKeyring, id: string, result: ReportResult): Sealed {
  return keyring.seal(new TextEncoder().encode(JSON.stringify(result)), resultContext(id));
}

export interface StoredResultColumns {
  id: string;
  result: ReportResult | null;
  result_key_id: string | null;
  result_payload: Uint8Array | null;
}

/** The result of a stored row: sealed, or plain in a row not yet sealed (before migration 9). */
export function openResult(keyring: ReportKeyring, row: StoredResultColumns): ReportResult {
  if (row.result_key_id && row.result_payload) {
    const plain = keyring.open(
      { keyId: row.result_key_id, payload: row.result_payload },
      resultContext(row.id),
    );
    return JSON.parse(new TextDecoder().decode(plain)) as ReportResult;
  }
  if (!row.result) throw new Error('a stored report has no result');
  return row.result;
}
