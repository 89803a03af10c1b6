// Where an HGVS description starts and ends in running text. Reports and papers put spaces and
// arrows inside descriptions ("c.263 G>C", "c.899A > T", "c.2406C-->A", "p. Glu104X",
// "c.3198 - 314G>A"); a space only belongs to the description when what follows it continues
// the description, so "c.123del in exon 4" ends at "del".

export interface Surface {
  start: number;
  end: number;
  /** Accession and gene of an `NM_000492.4(CFTR):` / `BRCA1:` prefix, as written. */
  accession?: string;
  gene?: string;
  kind: string;
  /** The description after `c.` as written (spaces kept). */
  body: string;
  /** Written without the dot ("c1601G>A"): read only when valid as it stands. */
  dotless?: boolean;
  /** OCR damaged the prefix ("c,1601G>A", "p Arg534Gln", "9.123C>A" for g.): one more repair. */
  prefixRepaired?: boolean;
  /**
   * A stray mark stood between the prefix and the position ('c."1859C>T'): OCR's reading of a
   * "*" or of nothing, so the description is doubtful whatever it reads as.
   */
  junk?: boolean;
}

const PREFIX =
  /(?<![\w.:-])(?:(?<acc>[A-Z]{2}(?:_|\s_?|_\s)\d{3,}(?:\.\d{1,3})?|[A-Z]{1,2}\d{5,8}\.\d{1,3})(?:\s?\((?<gene>[A-Za-z0-9-]{1,20})\))?\s?(?::|\.(?=[cgmnr]\.?\d))\s?|(?<gene2>[A-Z][A-Z0-9]{1,9}(?:-[A-Z0-9]{1,5})?):)?(?:(?<kind>[cgmnrp])\s?\.\s?(?=[-*0-9(?[=A-ZlIOoS|])|(?<capc>C)\.(?=[-*]?\d)|(?<jkind>[cgmnr])\.\s?(?<junk>["'‘’“”°^])(?=\d)|(?<bare>[cgmn])(?=\d+(?:[-+]\d+)?(?:[ACGT]\s?(?:-{1,4}>|>)\s?[ACGT]|(?:del|dup)[ACGT]*|ins[ACGT]+)(?![A-Za-z0-9]))|(?<comma>[cgp]),\s?(?=\d|[A-Z][a-z]{2}\d)|(?<nine>9)\.(?=\d+[ACGT]\s?>)|(?<pspace>p)\s(?=\(?[A-Z][a-z]{2}\d))/dg;

const BODY_CHAR = /[A-Za-z0-9_+\-*>?=()[\]{}.→]/;
const ARROW = /^(?:-{1,4}>|=>|→|>)/;

const B = '[ACGTUacgtu]';
const TO = '(?:-{1,4}>|=>|→|>|/)';
/** [what the description so far ends with, what follows the space] pairs that continue it. */
const GAPS: [RegExp, RegExp, string?][] = [
  [new RegExp(`${B}$`), new RegExp(`^\\s*${TO}\\s*${B}(?![A-Za-z0-9])`)], // "A > T", "A --> T"
  [/(?:>|→)$/, new RegExp(`^\\s${B}(?![A-Za-z0-9])`)], // "A> T"
  [/\d$/, new RegExp(`^\\s${B}\\s?${TO}\\s?${B}(?![A-Za-z])`)], // "263 G>C"
  [/\d$/, /^\s(?:del|dup|ins|inv)/], // "2972 delAAT"
  [/\d$/, /^\s?[-+]\s?\d+(?:_|[ACGTU]|del|dup|ins|\s[ACGTU]\s?>)/], // "3198 - 314G>A"
  [/\d\s?[-+]$/, /^\s\d/], // after the sign of "3198 - 314G>A"
  [/\d$/, /^\s(?:[A-Z][a-z]{2}|[A-Z*])(?![A-Za-z0-9])/, 'p'], // "p.E174 K"
  [/fs$/, /^\s(?:X|\*|Ter)\d+(?![A-Za-z0-9])/, 'p'], // "fs X15"
];

/** Words OCR glues to the end of a description ("c.75G>Tvariant"): no HGVS body holds them. */
const GLUED_WORD = /^(?:variant|change|mutation|substitution|alteration)s?(?![a-z])/;
/** A second description glued to the first ("c.75G>Tp.Leu25="). */
const GLUED_PREFIX = /^[cgmnrp]\.(?=[-*(?A-Z0-9])/;

/** What follows `end` is a word or a description OCR glued on, not more of the description. */
export const gluedAt = (text: string, end: number): boolean => {
  const rest = text.slice(end, end + 16);
  return GLUED_WORD.test(rest) || GLUED_PREFIX.test(rest);
};

/** At `i` the description has ended though no space says so: a glued word or description. */
function gluedEnd(text: string, from: number, i: number, depth: number): boolean {
  if (i === from || depth > 0 || !/[A-Za-z0-9=)\]*?]$/.test(text.slice(from, i))) return false;
  return gluedAt(text, i);
}

/** Length of the whitespace at `rest` when the description continues after it, else 0. */
function continuation(sofar: string, rest: string, kind: string): number {
  for (const [before, after, only] of GAPS) {
    if (only && only !== kind) continue;
    if (before.test(sofar) && after.test(rest)) return /^\s+/.exec(rest)?.[0].length ?? 0;
  }
  return 0;
}

/** End of the description starting at `from` (exclusive). */
function bodyEnd(text: string, from: number, kind: string): number {
  let i = from;
  let depth = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (/\s/.test(ch)) {
      const gap = continuation(text.slice(from, i), text.slice(i, i + 40), kind);
      if (!gap) break;
      i += gap;
      continue;
    }
    const arrow = ARROW.exec(text.slice(i, i + 5));
    if (arrow) {
      i += arrow[0].length;
      continue;
    }
    if (ch === '(' && /^\([cgmnrp]\./.test(text.slice(i, i + 3))) break;
    if (gluedEnd(text, from, i, depth)) break;
    if (ch === '[') depth++;
    if (ch === ']') depth--;
    if (ch === ';' && depth > 0) {
      i++;
      continue;
    }
    if (ch === '/' && /[ACGTU]\/[ACGTU](?![A-Za-z0-9])/.test(text.slice(i - 1, i + 3))) {
      i++;
      continue;
    }
    if (!BODY_CHAR.test(ch)) break;
    i++;
  }
  return i;
}

/** Strips what a sentence adds after a description: a full stop, a comma, an unmatched ")". */
function trimEnd(text: string, start: number, end: number): number {
  let e = end;
  for (;;) {
    const s = text.slice(start, e);
    const last = s.at(-1);
    if (last === undefined) return e;
    if ('.,:;'.includes(last) || /\s/.test(last)) e--;
    else if (last === ')' && count(s, '(') < count(s, ')')) e--;
    else if (last === ']' && count(s, '[') < count(s, ']')) e--;
    else if (last === '}' && count(s, '{') < count(s, '}')) e--;
    else return e;
  }
}

const count = (s: string, ch: string) => s.split(ch).length - 1;

/** The prefix of a description glued to the one before it: read at that spot only. */
const PREFIX_AT = new RegExp(PREFIX.source.replace('(?<![\\w.:-])', ''), 'dy');

/** The next prefix: glued right at `at` to the description before it, or anywhere after. */
function nextPrefix(text: string, at: number, glued: boolean): RegExpExecArray | null {
  if (glued) {
    PREFIX_AT.lastIndex = at;
    const m = PREFIX_AT.exec(text);
    if (m) return m;
  }
  PREFIX.lastIndex = at;
  return PREFIX.exec(text);
}

export function hgvsSurfaces(text: string): Surface[] {
  const out: Surface[] = [];
  let glued = false;
  let at = 0;
  for (let m = nextPrefix(text, at, glued); m; m = nextPrefix(text, at, glued)) {
    const g = m.groups ?? {};
    const kind = (g.kind ??
      g.bare ??
      g.comma ??
      g.pspace ??
      g.jkind ??
      (g.nine || g.capc ? (g.nine ? 'g' : 'c') : '')) as string;
    const bodyStart = m.index + m[0].length;
    const end = trimEnd(text, bodyStart, bodyEnd(text, bodyStart, kind));
    at = Math.max(end, bodyStart);
    glued = GLUED_PREFIX.test(text.slice(end, end + 4));
    if (end <= bodyStart) continue;
    out.push({
      start: m.index,
      end,
      kind,
      body: text.slice(bodyStart, end),
      ...(g.bare ? { dotless: true } : {}),
      ...(g.comma || g.nine || g.pspace || g.capc ? { prefixRepaired: true } : {}),
      ...(g.junk ? { junk: true } : {}),
      ...(g.acc ? { accession: g.acc } : {}),
      ...(g.gene || g.gene2 ? { gene: (g.gene ?? g.gene2) as string } : {}),
    });
  }
  return out;
}
