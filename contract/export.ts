/** `GET /api/user/export?format=...`: the formats a patient can take their record away in. */
export const exportFormats = ['fhir', 'phenopacket'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export function isExportFormat(value: string | undefined): value is ExportFormat {
  return (exportFormats as readonly string[]).includes(value ?? '');
}
