import type { ExportFormat } from '../../contract/export.ts';

export { type ExportFormat, exportFormats, isExportFormat } from '../../contract/export.ts';

/** What each format is sent as, and the file name the browser saves it under. */
export const exportFiles: Record<ExportFormat, { contentType: string; fileName: string }> = {
  fhir: { contentType: 'application/fhir+json', fileName: 'herd-health-record.fhir.json' },
  phenopacket: { contentType: 'application/json', fileName: 'herd-health-phenopacket.json' },
};
