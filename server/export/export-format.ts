export const exportFormats = ['fhir', 'phenopacket'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export function isExportFormat(value: string | undefined): value is ExportFormat {
  return (exportFormats as readonly string[]).includes(value ?? '');
}

/** What each format is sent as, and the file name the browser saves it under. */
export const exportFiles: Record<ExportFormat, { contentType: string; fileName: string }> = {
  fhir: { contentType: 'application/fhir+json', fileName: 'herd-health-record.fhir.json' },
  phenopacket: { contentType: 'application/json', fileName: 'herd-health-phenopacket.json' },
};
