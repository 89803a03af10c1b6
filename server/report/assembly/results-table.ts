import { isHeadingLike, type Paragraph, type ReportDocument } from '../document.ts';
import { cellsOf, linesOf } from './units.ts';

/** Column titles of report tables. */
const COLUMN =
  /^(?:#\s*)?(?:genes?|cdna|acmg|variants?|variant\(s\)|mutations?|alterations?|results?|genetic\s+result|genotypes?|diplotypes?|(?:variant\s+|clinical\s+)?classifications?|(?:genetic\s+)?interpretations?|(?:clinical\s+)?significance|zygosity|inheritance|vaf|vrf|alleles?|tier|copy\s+number|exons?|transcripts?|protein|dna|nucleotide|amino\s+acid|hgvs|conditions?|diseases?|(?:assumed\s+)?origin|dbsnp|rs\s?ids?|heteroplasmy|level|coverage|phenotype|location|chromosome|position|consequence|effect|assessment)\b/i;
/** A column holding what was found, not only which genes were looked at. */
const VARIANT_COLUMN =
  /\b(?:variants?|variant\(s\)|mutations?|alterations?|results?|genotypes?|diplotypes?|c?dna|nucleotide|protein|hgvs|allele|identified|change|zygosity)\b/i;

export function isHeaderRow(line: string): boolean {
  const cells = cellsOf(line);
  if (cells.length < 2 || /[cgmnpr]\.\d|rs\d{3,}/.test(line)) return false;
  const titles = cells.filter((c) => COLUMN.test(c)).length;
  return titles >= 2 && titles * 2 >= cells.length;
}

/** A column of what a test looks for, not what it found: "Alleles / variants interrogated". */
const TESTED_COLUMN =
  /\b(?:tested|interrogated|screened|assayed|analy[sz]ed|targeted|covered|included)\b/i;

export function isResultsHeader(line: string): boolean {
  const cells = cellsOf(line);
  return (
    isHeaderRow(line) &&
    cells.some((c) => VARIANT_COLUMN.test(c)) &&
    !cells.some((c) => TESTED_COLUMN.test(c))
  );
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

/**
 * The heading over a table: the first line of the nearest paragraph above it that is not
 * table rows ("Variants of uncertain significance", "Genomic findings"), when heading-like.
 */
export function headingAbove(doc: ReportDocument, paragraph: Paragraph): string | undefined {
  const own = linesOf(paragraph.text).map((l) => l.text);
  const ownHeading = own.find((l) => !isRow(l) && !isHeaderRow(l));
  if (ownHeading !== undefined) return isHeadingLike(ownHeading) ? ownHeading : undefined;
  // a note may stand between the heading and its table, once; a table above it is another's
  let note = false;
  for (let i = paragraph.index - 1; i >= 0 && i >= paragraph.index - 6; i--) {
    const lines = linesOf((doc.paragraphs[i] as Paragraph).text).map((l) => l.text);
    if (lines.every((l) => isRow(l) || isHeaderRow(l))) {
      if (note) return undefined;
      continue;
    }
    const last = lines.filter((l) => !isRow(l) && !isHeaderRow(l)).at(-1) ?? '';
    const first = lines[0] ?? '';
    if (isHeadingLike(last)) return last;
    if (isHeadingLike(first) && lines.length <= 2) return first;
    if (note || lines.some((l) => isRow(l))) return undefined;
    note = true;
  }
  return undefined;
}

/** A heading announcing findings: "Results", "Variants of uncertain significance", "Alterations detected". */
const FINDING_HEADING =
  /\b(?:results?|findings?|variants?|alterations?|mutations?|uncertain\s+significance|VUS|pathogenic|detected|identified|reportable|genotypes?|carrier(?!\s+(?:screen|test|status)))\b/i;

/**
 * What a table's heading and the note under it say of its rows, when it lists variants that are
 * not findings: "Additional variants (not reported as findings)", "classified as benign … listed
 * for completeness".
 */
export function introAbove(doc: ReportDocument, paragraph: Paragraph): string {
  const texts: string[] = [];
  for (let i = paragraph.index - 1; i >= 0 && i >= paragraph.index - 6 && texts.length < 2; i--) {
    const lines = linesOf((doc.paragraphs[i] as Paragraph).text).map((l) => l.text);
    const prose = lines.filter((l) => !isRow(l) && !isHeaderRow(l));
    if (prose.length === 0) {
      if (texts.length > 0) break;
      continue;
    }
    texts.push(prose.join(' '));
    if (isHeadingLike(prose[0] ?? '')) break;
  }
  return texts.join(' ');
}

export function isFindingHeading(heading: string): boolean {
  return (
    FINDING_HEADING.test(heading) &&
    !/\b(?:tested|analy[sz]ed|screened|covered|not\s+detected|no\s+)\b/i.test(heading)
  );
}
