import type { Conclusion, Variant } from '../../../contract/report.ts';
import { type Paragraph, type ReportDocument, sentences } from '../document.ts';
import type { AssembledReport } from './index.ts';
import { cellsOf } from './units.ts';

type Stated = Exclude<Conclusion, 'not_stated'>;

/** "RESULT: …", "Result Summary   …", "YOUR RESULT:", "Interpretation: …", "Carrier status: …". */
const LABEL =
  /^\W{0,3}(?:(?:overall|test|final|your|screen(?:ing)?|genetic|genomic|molecular)\s+)?(?:results?(?:\s+summary)?|summary\s+of\s+results?|interpretation|conclusions?|carrier\s+status|diagnosis)\s*(?::|—|–|-\s|\s{3,}|$)\s*/i;
/** A line opened by the verdict itself: "NEGATIVE", "POSITIVE — …", "CARRIER: …". */
const VERDICT_LINE =
  /^\W{0,3}(POSITIVE|NEGATIVE|CARRIER|UNCERTAIN|INCONCLUSIVE|ABNORMAL|NORMAL)\b(?=\s*(?:$|[:—–.-]|\s{2,}))/;
/** A paragraph opened by "No mutations were identified.", "We did not find anything significant". */
const NEGATIVE_OPENING =
  /^(?:no\s+(?:[\w-]+\s+){0,5}?(?:variants?|mutations?|alterations?|changes?)\s+(?:were\s+|was\s+)?(?:identified|detected|found|reported)|we\s+did\s+not\s+find\s+(?:anything|any)\b)/i;

const NEGATION =
  /^(?:\W{0,3})(?:no\s+(?:[\w-]+\s+){0,6}?(?:variants?|mutations?|alterations?|changes?|findings?)\b|(?:we\s+)?did\s+not\s+(?:find|detect|identify)|nothing\s+(?:significant|reportable)|not\s+detected|negative\b|normal\b)/i;
const CARRIER = /\bcarriers?\b/i;
const NOT_CARRIER = /\bnot\s+(?:a\s+)?carriers?\b/i;
const POSITIVE =
  /\bpositive\b|\babnormal\b|\b(?:detected|identified|found)\b|\bpathogenic\s+(?:variants?|mutations?)\b/i;
const UNCERTAIN = /\buncertain\b|\bVUS\b|\binconclusive\b|\bindeterminate\b/i;

const LEADING: Record<string, Stated> = {
  POSITIVE: 'positive',
  ABNORMAL: 'positive',
  NEGATIVE: 'negative',
  NORMAL: 'negative',
  CARRIER: 'carrier',
  UNCERTAIN: 'uncertain',
  INCONCLUSIVE: 'uncertain',
};

/** What one result statement says: its leading verdict word, else its first sentence. */
export function classifyStatement(statement: string): Stated | undefined {
  const text = statement.replace(/\s+/g, ' ').trim();
  const leading = text.match(/^\W{0,3}([A-Za-z]+)/)?.[1]?.toUpperCase() ?? '';
  if (LEADING[leading] && /^\W{0,3}[A-Z]{5,}\b/.test(text)) return LEADING[leading];
  // carrier screening and testing name the test, not the result
  const first = (sentences(text)[0]?.text ?? text).replace(
    /\bcarrier\s+(?:screen\w*|test\w*|status)\b/gi,
    '',
  );
  if (NOT_CARRIER.test(first)) return 'negative';
  if (NEGATION.test(first)) return 'negative';
  if (CARRIER.test(first)) return 'carrier';
  if (UNCERTAIN.test(first) && !/\bno\b/i.test(first)) return 'uncertain';
  if (POSITIVE.test(first) && !/\b(?:no|not|none)\b/i.test(first)) return 'positive';
  return undefined;
}

interface Statement {
  conclusion: Stated;
  text: string;
}

/** The text after a result label: the rest of its line, or the lines after a bare label. */
function labelled(p: Paragraph, lines: string[], i: number): string | undefined {
  // a bullet, an icon OCR read as "©)" or a check box may stand before the label
  const line = (lines[i] ?? '').replace(/^[^A-Za-z0-9]+/, '');
  const cells = cellsOf(line);
  const m = line.match(LABEL) ?? (cells.length >= 2 ? (cells[0] ?? '').match(LABEL) : null);
  if (!m) return undefined;
  const rest = (
    cells.length >= 2 && !line.match(LABEL) ? cells.slice(1).join(' ') : line.slice(m[0].length)
  ).trim();
  if (rest.length >= 3) return `${rest} ${lines[i + 1] ?? ''}`;
  const after = lines
    .slice(i + 1, i + 4)
    .join(' ')
    .trim();
  return after || (p.text === line ? undefined : after);
}

function statements(doc: ReportDocument): { labelled: Statement[]; other: Statement[] } {
  const found = { labelled: [] as Statement[], other: [] as Statement[] };
  const paragraphs = doc.paragraphs.filter((p) => p.section === 'main');
  for (const [k, p] of paragraphs.entries()) {
    const lines = p.text.split('\n');
    for (const [i, line] of lines.entries()) {
      let text = labelled(p, lines, i);
      // a bare label closing its paragraph ("YOUR RESULT:"): the statement is the next one
      const bare = line.replace(/^[^A-Za-z0-9]+/, '');
      if (text === '' || (text === undefined && LABEL.test(bare) && i === lines.length - 1))
        text = paragraphs[k + 1]?.text.split('\n').slice(0, 3).join(' ');
      const labelledAs = text ? classifyStatement(text) : undefined;
      if (text && labelledAs) found.labelled.push({ conclusion: labelledAs, text });
      const verdict = line.replace(/^[^A-Za-z0-9]+/, '').match(VERDICT_LINE)?.[1];
      if (verdict) {
        const whole = `${line} ${lines[i + 1] ?? ''}`;
        found.other.push({ conclusion: LEADING[verdict] as Stated, text: whole });
      }
    }
    if (
      NEGATIVE_OPENING.test(p.text.trim()) &&
      !/\b(?:remaining|other|following)\b/i.test(p.text.split('\n')[0] ?? '')
    )
      found.other.push({ conclusion: 'negative', text: sentences(p.text)[0]?.text ?? p.text });
  }
  const listed = statusList(doc);
  if (listed) found.other.push(listed);
  return found;
}

/** One condition's status in a list of conditions: "Variant detected", "Variant not detected". */
const STATUS_LINE =
  /^\W{0,3}(?:(?:pathogenic\s+)?variants?|mutations?)\s+(not\s+)?(?:detected|identified|found)\.?$/i;
/** A report of carrier status names itself so ("Carrier Status", "Carrier screening"). */
const CARRIER_REPORT = /\bcarrier\s+(?:status|screen\w*)\b/i;

/**
 * A list of conditions, each followed by its status line: positive (carrier in a carrier-status
 * report) if one condition's variant was detected, negative if every status of a list of three or
 * more says not detected.
 */
function statusList(doc: ReportDocument): Statement | undefined {
  const lines = doc.paragraphs
    .filter((p) => p.section === 'main')
    .flatMap((p) => p.text.split('\n').map((l) => l.trim()));
  const statuses = lines.flatMap((line, i) => {
    const m = line.match(STATUS_LINE);
    return m ? [{ detected: !m[1], text: `${lines[i - 1] ?? ''}: ${line}` }] : [];
  });
  const detected = statuses.find((s) => s.detected);
  if (detected) {
    const carrier = CARRIER_REPORT.test(lines.slice(0, 12).join(' '));
    return { conclusion: carrier ? 'carrier' : 'positive', text: detected.text };
  }
  if (statuses.length >= 3) return { conclusion: 'negative', text: statuses[0]?.text ?? '' };
  return undefined;
}

const isHighClass = (v: Variant) => /^(?:likely\s+)?pathogenic/i.test(v.classification ?? '');
const isUncertainClass = (v: Variant) => /uncertain|VUS/i.test(v.classification ?? '');

/** Where the report's own statement and its findings disagree, the findings decide what is safe. */
function reconcile(stated: Stated, report: AssembledReport): Conclusion {
  const { variants, otherFindings } = report;
  if (stated !== 'negative') return stated;
  if (otherFindings.length > 0 || variants.some(isHighClass)) return 'not_stated';
  if (variants.length > 0 && variants.every(isUncertainClass)) return 'uncertain';
  return variants.length > 0 ? 'not_stated' : 'negative';
}

/** The report's sentence saying carriers are usually healthy, as written. */
const CARRIER_HEALTHY =
  /\bcarriers?\b[^.]{0,80}?\b(?:typically|usually|generally|normally|often|are)\s+(?:healthy|unaffected|asymptomatic|well)\b|\bcarriers?\b[^.]{0,60}?\b(?:do(?:es)?\s+not|don['’]t|rarely)\s+(?:usually\s+|typically\s+)?(?:have|show|develop|experience)\s+(?:any\s+)?(?:symptoms|signs|the\s+(?:condition|disease))|\bcarrier\s+of,?\s+but\s+(?:is\s+)?not\s+affected\s+by\b/i;

function carrierNote(doc: ReportDocument): string | undefined {
  for (const p of doc.paragraphs) {
    if (p.section !== 'main') continue;
    for (const s of sentences(p.text)) if (CARRIER_HEALTHY.test(s.text)) return s.text.trim();
  }
  return undefined;
}

export interface ReadConclusion {
  conclusion: Conclusion;
  statement?: string;
  carrierNote?: string;
}

/**
 * What the report concludes, from its own result statement: a labelled result ("RESULT:
 * CARRIER — …") first, then a line opened by the verdict ("NEGATIVE"), then a paragraph that
 * opens by saying nothing was found. None of them: `not_stated`, whatever the findings.
 */
/** Whether the document states a result the way test reports do ("RESULT: POSITIVE"). */
export function hasResultStatement(doc: ReportDocument): boolean {
  const found = statements(doc);
  return found.labelled.length + found.other.length > 0;
}

export function readConclusion(doc: ReportDocument, report: AssembledReport): ReadConclusion {
  const found = statements(doc);
  const first = found.labelled[0] ?? found.other[0];
  if (!first) return { conclusion: 'not_stated' };
  const conclusion = reconcile(first.conclusion, report);
  const out: ReadConclusion = {
    conclusion,
    statement: first.text.replace(/\s+/g, ' ').trim().slice(0, 300),
  };
  if (conclusion === 'carrier') {
    const note = carrierNote(doc);
    if (note) out.carrierNote = note;
  }
  return out;
}
