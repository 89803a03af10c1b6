import type { ExportFormat } from './export-format.ts';

export interface ExportEvent {
  userId: string;
  format: ExportFormat;
  at: Date;
}

/**
 * Issue 27 item 5: "each export is logged in the patient's activity record where one exists".
 * The activity record is being built on another branch; after the merge this records the event
 * there (the lead wires it). Until then there is no activity record, so nothing is recorded.
 * Never pass a health value: the format and the time say all the record needs.
 */
export async function recordExportInActivityLog(_event: ExportEvent): Promise<void> {}
