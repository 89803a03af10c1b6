import {
  CONCLUSIONS,
  type Conclusion,
  LISTED_CODE_PLACES,
  type ListedCode,
  OTHER_FINDING_KINDS,
  type OtherFinding,
  type PharmacogenomicResult,
  UNREADABLE_REASONS,
  type UnreadableReason,
} from '@contract/report';
import type { GeneticReportResult } from './report-result';
import { stringList } from './string-list';

/**
 * What issue 23 added to a result, read defensively: results stored before these fields existed
 * lack them and count as readable genetic reports with no stated conclusion and empty lists
 * (docs/api.md, "Report result fields of issue 23"). Anything malformed reads the same way.
 */
export interface ReportReading {
  readable: boolean;
  isGeneticReport: boolean;
  conclusion: Conclusion;
  conclusionStatement: string | null;
  carrierNote: string | null;
  /** The reason for the whole document when it could not be read. */
  reason: UnreadableReason | null;
  /** How many pages were read, when known. */
  pages: number | null;
  unreadablePages: { page: number; reason: UnreadableReason }[];
  listedCodes: ListedCode[];
  pharmacogenomics: PharmacogenomicResult[];
  otherFindings: OtherFinding[];
  references: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function oneOf<T extends string>(choices: readonly T[], value: unknown): T | null {
  return (choices as readonly unknown[]).includes(value) ? (value as T) : null;
}

function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function unreadablePagesOf(reading: Record<string, unknown>): ReportReading['unreadablePages'] {
  return records(reading.unreadable_pages).flatMap((entry) => {
    const reason = oneOf(UNREADABLE_REASONS, entry.reason) ?? 'unclear';
    return typeof entry.page === 'number' && entry.page > 0 ? [{ page: entry.page, reason }] : [];
  });
}

function pharmacogenomicsOf(value: unknown): PharmacogenomicResult[] {
  return records(value).flatMap((entry) => {
    const gene = text(entry.gene);
    const diplotype = text(entry.diplotype);
    if (!gene || !diplotype) return [];
    const phenotype = text(entry.phenotype);
    return [
      { gene, diplotype, snippet: text(entry.snippet) ?? '', ...(phenotype && { phenotype }) },
    ];
  });
}

function otherFindingsOf(value: unknown): OtherFinding[] {
  return records(value).flatMap((entry) => {
    const kind = oneOf(OTHER_FINDING_KINDS, entry.kind);
    const description = text(entry.description);
    if (!kind || !description) return [];
    const classification = text(entry.classification);
    const zygosity = text(entry.zygosity);
    return [
      {
        kind,
        gene: stringList(entry.gene),
        description,
        snippet: text(entry.snippet) ?? '',
        ...(classification && { classification }),
        ...(zygosity && { zygosity }),
      },
    ];
  });
}

function listedCodesOf(value: unknown): ListedCode[] {
  return records(value).flatMap((entry) => {
    const code = text(entry.text);
    const where = oneOf(LISTED_CODE_PLACES, entry.where);
    return code && where ? [{ text: code, where }] : [];
  });
}

export function readingOf(result: GeneticReportResult): ReportReading {
  const raw = result as Record<string, unknown>;
  const reading = isRecord(raw.reading) ? raw.reading : {};
  return {
    readable: raw.readable !== false,
    isGeneticReport: raw.is_genetic_report !== false,
    conclusion: oneOf(CONCLUSIONS, raw.conclusion) ?? 'not_stated',
    conclusionStatement: text(raw.conclusion_statement),
    carrierNote: text(raw.carrier_note),
    reason: oneOf(UNREADABLE_REASONS, reading.reason),
    pages: typeof reading.pages === 'number' && reading.pages > 0 ? reading.pages : null,
    unreadablePages: unreadablePagesOf(reading),
    listedCodes: listedCodesOf(raw.listed_codes),
    pharmacogenomics: pharmacogenomicsOf(raw.pharmacogenomics),
    otherFindings: otherFindingsOf(raw.other_findings),
    references: stringList(raw.references),
  };
}
