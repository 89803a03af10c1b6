import type { ExportFormat } from '@contract/export';
import { saveDownload } from './save-download';

/** `GET /api/user/export?format=...`: the patient's record (FHIR or Phenopacket), saved as a file. */
export function downloadExport(format: ExportFormat): Promise<void> {
  return saveDownload(`api/user/export?format=${format}`, `herd-health-${format}.json`);
}
