import type { Paragraph, ReportDocument } from '../document.ts';
import { cellsOf, linesOf } from './units.ts';

/** Column titles of report tables. */
const COLUMN =
  /^(?:#\s*)?(?:genes?|variants?|variant\(s\)|mutations?|alterations?|results?|genetic\s+result|genotypes?|diplotypes?|(?:variant\s+|clinical\s+)?classifications?|(?:genetic\s+)?interpretations?|(?:clinical\s+)?significance|zygosity|inheritance|vaf|vrf|allele|tier|copy\s+number|exons?|transcripts?|protein|dna|nucleotide|amino\s+acid|hgvs|conditions?|diseases?|(?:assumed\s+)?origin|dbsnp|rs\s?ids?|heteroplasmy|level|coverage|phenotype|location|chromosome|position|consequence|effect|assessment)\b/i;
/** A column holding what was found, not only which genes were looked at. */
const VARIANT_COLUMN =
  /\b(?:variants?|variant\(s\)|mutations?|alterations?|results?|genotypes?|diplotypes?|dna|nucleotide|protein|hgvs|allele|identified|change)\b/i;

export function isHeaderRow(line: string): boolean {
  const cells = cellsOf(line);
  if (cells.length < 2 || /[cgmnpr]\.\d|rs\d{3,}/.test(line)) return false;
  const titles = cells.filter((c) => COLUMN.test(c)).length;
  return titles >= 2 && titles * 2 >= cells.length;
}

export function isResultsHeader(line: string): boolean {
  return isHeaderRow(line) && cellsOf(line).some((c) => VARIANT_COLUMN.test(c));
}

const isRow = (line: string) => cellsOf(line).length >= 2;

/** How far up a header is looked for: a table of this many rows split into paragraphs. */
const MAX_LINES_UP = 40;

/**
 * The header of the table a row belongs to: the nearest header line above it, through other
 * rows only (a table whose rows the layout put into separate paragraphs still counts).
 */
export function headerAbove(
  doc: ReportDocument,
  paragraph: Paragraph,
  position: number,
): string | undefined {
  const above = linesOf(paragraph.text)
    .filter((l) => l.end < position)
    .map((l) => l.text)
    .reverse();
  for (let i = paragraph.index - 1; i >= 0 && above.length < MAX_LINES_UP; i--) {
    const lines = linesOf((doc.paragraphs[i] as Paragraph).text).map((l) => l.text);
    above.push(...lines.reverse());
    if (!lines.every((l) => isRow(l) || isHeaderRow(l))) break;
  }
  for (const line of above.slice(0, MAX_LINES_UP)) {
    if (isHeaderRow(line)) return line;
    if (!isRow(line) && line.trim().length > 40) return undefined;
  }
  return undefined;
}
