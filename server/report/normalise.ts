import { withGlobalCopy } from './global-regex.ts';
/**
 * Text normalisation that keeps, for every output character, the offset of the raw character
 * it came from (so a finding can be shown in the raw text).
 */
export interface NormalisedText {
  text: string;
  toRaw: number[];
}

type Replacer = (match: RegExpExecArray) => string;

/** push(...slice) overflows the call stack on a long report: copy in a loop. */
function append(to: number[], from: number[], start: number, end: number): void {
  for (let i = start; i < end; i++) to.push(from[i] as number);
}

function rewrite(input: NormalisedText, pattern: RegExp, replace: Replacer): NormalisedText {
  return withGlobalCopy(pattern, (re) => rewriteWith(input, re, replace));
}

function rewriteWith(input: NormalisedText, re: RegExp, replace: Replacer): NormalisedText {
  if (!re.test(input.text)) return input;
  re.lastIndex = 0;
  let text = '';
  const toRaw: number[] = [];
  let last = 0;
  for (let m = re.exec(input.text); m; m = re.exec(input.text)) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    text += input.text.slice(last, m.index);
    append(toRaw, input.toRaw, last, m.index);
    const replacement = replace(m);
    const origin = input.toRaw[m.index] ?? 0;
    // characters that survive keep their own origin when lengths agree
    for (let i = 0; i < replacement.length; i++) {
      toRaw.push(
        replacement.length === m[0].length ? (input.toRaw[m.index + i] ?? origin) : origin,
      );
    }
    text += replacement;
    last = m.index + m[0].length;
  }
  text += input.text.slice(last);
  append(toRaw, input.toRaw, last, input.toRaw.length);
  return { text, toRaw };
}

const LIGATURES: Record<string, string> = {
  ﬀ: 'ff',
  ﬁ: 'fi',
  ﬂ: 'fl',
  ﬃ: 'ffi',
  ﬄ: 'ffl',
  ﬅ: 'st',
  ﬆ: 'st',
};

/** Nothing below U+0080 changes under NFKC or the replacements below. */
const NON_ASCII = /[\u0080-\uffff]/;

function nfkc(raw: string): NormalisedText {
  // reports are mostly ASCII: the per-character path below cost ~10 % of a 30-page PDF's CPU
  if (!NON_ASCII.test(raw)) {
    const toRaw: number[] = [];
    for (let i = 0; i < raw.length; i++) toRaw.push(i);
    return { text: raw, toRaw };
  }
  let text = '';
  const toRaw: number[] = [];
  let offset = 0;
  for (const ch of raw) {
    if (ch.charCodeAt(0) < 0x80) {
      toRaw.push(offset);
      text += ch;
      offset += 1;
      continue;
    }
    const norm = (LIGATURES[ch] ?? ch.normalize('NFKC'))
      .replace(/[\u2010-\u2013\u2212]/g, '-')
      .replace(/[\u00a0\u2000-\u200b]/g, ' ')
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[\u201c\u201d]/g, '"');
    for (let i = 0; i < norm.length; i++) toRaw.push(offset);
    text += norm;
    offset += ch.length;
  }
  return { text, toRaw };
}

/** OCR letter/digit confusions, applied only inside a run that is clearly a number. */
function fixDigitRun(run: string): string {
  return run
    .replace(/[OoQD]/g, '0')
    .replace(/[lI|!]/g, '1')
    .replace(/[S$]/g, '5')
    .replace(/B/g, '8');
}

const DIGITISH = '[0-9OoQDlI|!S$B]';
const REFSEQ_BROKEN = new RegExp(
  `\\b([NX][MRPCG])\\s?[_-]\\s?(${DIGITISH}{4,12})(?:\\s?[.,]\\s?(${DIGITISH}{1,2})(?![0-9]))?`,
  'g',
);
const RSID_BROKEN = new RegExp(`\\b[rR][sS]\\s?(${DIGITISH}*[0-9]${DIGITISH}*)\\b`, 'g');
const CLINVAR_BROKEN = new RegExp(`\\b([VR]CV)\\s?(${DIGITISH}{6,12})\\b`, 'g');
const PMID_BROKEN = new RegExp(`\\b(PMID:?\\s?)(${DIGITISH}{5,9})\\b`, 'g');

/** "rs" as OCR may read it: "15", "r5", "l5", "1s", "ls", "rS", "Is", "I5". */
const RS_MISREAD = /^(?:15|r5|l5|1s|ls|rS|Is|I5)(?=\d{3,10}$)/;
const RS_HEADER = /^(?:dbSNP|rsID|rs\s?ID|SNP\s?ID|dbSNP\s?ID)$/i;

/** Cells of a line (3+ spaces apart) with their offsets in the line. */
function cellSpans(line: string): { start: number; text: string }[] {
  return [...line.matchAll(/\S+(?: {1,2}\S+)*/g)].map((m) => ({ start: m.index, text: m[0] }));
}

/** A clean rsID cell: its column is the dbSNP column of rows as long as its own. */
const RS_CELL = /^rs\d{3,10}$/;

/** Where a block's dbSNP column is: by its title, or by another row's clean rsID cell. */
function rsColumns(rows: { start: number; text: string }[][]): { column: number; cells: number }[] {
  const out: { column: number; cells: number }[] = [];
  for (const cells of rows) {
    if (cells.length < 3) continue;
    const column = cells.findIndex((c) => RS_HEADER.test(c.text) || RS_CELL.test(c.text));
    if (column >= 0) out.push({ column, cells: cells.length });
  }
  return out;
}

/**
 * OCR: a cell of a dbSNP column (under its title, or where another row of the table has a
 * clean rsID) whose "rs" was read as "15" ("1575527207" for rs75527207), in a row with as many
 * cells as that row. OCR often loses a shaded title row, hence the second way. Same length:
 * offsets stay.
 */
function rsIdColumn(t: NormalisedText): NormalisedText {
  if (!/dbSNP|rs\s?ID|SNP|\brs\d/i.test(t.text)) return t;
  const chars = t.text.split('');
  let offset = 0;
  for (const block of t.text.split('\n\n')) {
    const lines = block.split('\n');
    const rows = lines.map(cellSpans);
    const columns = rsColumns(rows);
    let lineStart = offset;
    rows.forEach((cells, i) => {
      for (const { column, cells: count } of columns) {
        const cell = cells[column];
        if (cells.length === count && cell && RS_MISREAD.test(cell.text))
          chars.splice(lineStart + cell.start, 2, 'r', 's');
      }
      lineStart += (lines[i] ?? '').length + 1;
    });
    offset += block.length + 2;
  }
  return { text: chars.join(''), toRaw: t.toRaw };
}

export function normaliseText(raw: string): NormalisedText {
  let t = nfkc(raw);
  // hyphenated line ends inside ordinary words
  t = rewrite(t, /([a-z])-\n([a-z])/g, (m) => `${m[1]}${m[2]}`);
  // RefSeq accessions broken by spaces, OCR or line breaks: "NM _000492 .4", "NM_OOO492.4"
  t = rewrite(
    t,
    REFSEQ_BROKEN,
    (m) => `${m[1]}_${fixDigitRun(m[2] ?? '')}${m[3] ? `.${fixDigitRun(m[3])}` : ''}`,
  );
  // dbSNP, ClinVar and PubMed identifiers with OCR confusions or inner spaces
  t = rewrite(t, RSID_BROKEN, (m) => {
    const digits = fixDigitRun(m[1] ?? '');
    return /^\d{2,}$/.test(digits) ? `rs${digits}` : m[0];
  });
  t = rewrite(t, CLINVAR_BROKEN, (m) => `${m[1]}${fixDigitRun(m[2] ?? '')}`);
  t = rewrite(t, PMID_BROKEN, (m) => `${m[1]}${fixDigitRun(m[2] ?? '')}`);
  // HGVS prefix read as "¢." or "c ." by OCR
  t = rewrite(t, /(^|[\s(:])[¢©](\s?\.)(?=\s?[-*0-9(])/g, (m) => `${m[1]}c.`);
  t = rewrite(t, /(^|[\s(:])([cgmnp])\s\.(?=[-*0-9(A-Z])/g, (m) => `${m[1]}${m[2]}.`);
  // OCR: "C.1652G>A", "€.1652G>A" for c. ("€.1100deiC": its "del" is mended in recognition);
  // "c.1521 1523delCTT" lost its underscore, "c.1521 _1523del" / "c.1521_ 1523del" gained a
  // space beside it
  t = rewrite(
    t,
    /(^|[\s(:])[C€¢©](?=\.\d+(?:[-+*]\d+)?(?:_\d+)?[ACGT]?(?:>|de[lIi1]|dup|ins|inv))/g,
    (m) => `${m[1]}c`,
  );
  t = rewrite(
    t,
    /\b([cgmn]\.\d+(?:[-+]\d+)?)(?: _ ?|_ | )(\d+(?:[-+]\d+)?(?:del|dup|ins|inv))/g,
    (m) => `${m[1]}_${m[2]}`,
  );
  // OCR: "OMIM 4219700" / "MIM H602421" where the mark # became a character
  t = rewrite(t, /\b(O?MIM)\s*[4H#*]\s?(\d{6})(?!\d)/g, (m) => `${m[1]} #${m[2]}`);
  // OCR: "rs" read as "15" / "r5" / "ls" in front of a long dbSNP number in a dbSNP context
  t = rewrite(
    t,
    /(dbSNP[^\n]{0,160}?\s)(?:15|r5|l5|1s|ls|rS|Is)(\d{3,10})\b/g,
    (m) => `${m[1]}rs${m[2]}`,
  );
  t = rsIdColumn(t);
  // an HGVS description broken at a line end after "_", ">", "+", "del" or the prefix dot
  t = rewrite(
    t,
    /(\b[cgmnrp]\.\S*?(?:[_>+]|del|ins|dup)|\b[cgmnrp]\.)\n(?=[-*0-9A-Za-z(])/g,
    (m) => m[1] ?? '',
  );
  // line breaks right after "NM_000492.4:" or "(GENE):"
  t = rewrite(t, /(\b[NX][MRCG]_\d+(?:\.\d+)?(?:\([A-Z0-9-]+\))?:)\s*\n\s*/g, (m) => m[1] ?? '');
  return t;
}
