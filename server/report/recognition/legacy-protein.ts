// Protein changes written without "p.": "Arg987Ter", "Ser326Cys", "R117H", "Asp 300 Val",
// "Ile(146)-->Leu", "E873stop", "Leu203fsX15", "F508del", "ΔF508", "delta F508", "Delta32".
// `asHgvs` is the HGVS spelling with the written numbering (legacy numbering, such as
// haemoglobin's Glu6Val for p.Glu7Val, stays the author's).
import { AA1, AA3, AA3_OR_TER, aminoAcid3 } from './amino-acids.ts';
import { compact, LEFT_WORD as LEFT, RIGHT, SP } from './boundaries.ts';
import { type Candidate, scan } from './candidate.ts';

const ANY_AA = `(?:${AA3}|${AA1})`;
const TO = `(?:-{2,4}>?|=>|→|>)`;
const STOP = '(?:X|\\*|[Ss]top|STOP|Ter|TER)';

const THREE_LETTER = new RegExp(
  `${LEFT}(${AA3})${SP}(\\(?)(\\d{1,5})\\)?(?:${SP}${TO})?${SP}(${AA3_OR_TER})${RIGHT}`,
  'g',
);
const ONE_LETTER = new RegExp(
  `${LEFT}(${AA1})(\\d{2,5}|-\\d{1,4})${SP}(${AA1}|${STOP})${RIGHT}`,
  'g',
);
const FRAMESHIFT = new RegExp(
  `${LEFT}(${ANY_AA})(\\d{1,5})(${ANY_AA})?fs(?:${SP}(?:X|\\*|Ter)?${SP}\\d{0,4}X?)?${RIGHT}`,
  'g',
);
const DELETION = new RegExp(
  `${LEFT}(${ANY_AA})(\\d{1,5})(?:[-_]${ANY_AA}\\d{1,5})?(del|dup|ins)(${ANY_AA}{0,6})${RIGHT}`,
  'g',
);
const DELTA = new RegExp(
  `${LEFT}(?:(?:Δ|[Dd]elta)(?:${SP}(${ANY_AA})${SP}|(?=\\d{2}))|del(${ANY_AA}))(\\d{1,5})${RIGHT}`,
  'g',
);

function candidate(m: RegExpExecArray, asHgvs?: string): Candidate {
  return {
    kind: 'legacy',
    start: m.index,
    end: m.index + m[0].length,
    value: compact(m[0]),
    ...(asHgvs ? { asHgvs } : {}),
  };
}

/**
 * "Ser424Ser" names a silent change, but "Met326Met/Met326Ile" and "the Met326Met genotype" name
 * genotypes; one-letter "A1359A" is too short to tell.
 */
function silentChange(m: RegExpExecArray): boolean {
  const written = m[0];
  const input = m.input;
  if (written.length < 7) return false;
  const around = input.slice(Math.max(0, m.index - 1), m.index + written.length + 12);
  return !/\//.test(around) && !/^\S*\s+genotype/i.test(input.slice(m.index + written.length));
}

function substitution(m: RegExpExecArray, refAt: number, posAt: number, altAt: number) {
  const ref = aminoAcid3(m[refAt] as string);
  const alt = aminoAcid3(m[altAt] as string);
  const pos = m[posAt] as string;
  if (!ref || !alt || ref === 'Ter') return undefined;
  if (ref === alt && !silentChange(m)) return undefined;
  // a negative residue number (a propeptide, "R-4Q") has no HGVS spelling
  if (pos.startsWith('-')) return candidate(m);
  return candidate(m, `p.${ref}${pos}${ref === alt ? '=' : alt}`);
}

export function findLegacyProtein(text: string): Candidate[] {
  return [
    ...scan(text, THREE_LETTER, (m) => {
      // "Asp(300)Val" needs its closing parenthesis too
      if (m[2] && !m[0].includes(')')) return undefined;
      return substitution(m, 1, 3, 4);
    }),
    ...scan(text, ONE_LETTER, (m) => substitution(m, 1, 2, 3)),
    ...scan(text, FRAMESHIFT, (m) => {
      const ref = aminoAcid3(m[1] as string);
      return ref ? candidate(m, `p.${ref}${m[2]}fs`) : undefined;
    }),
    ...scan(text, DELETION, (m) => {
      const ref = aminoAcid3(m[1] as string);
      return ref && (m[3] !== 'del' || !m[4]) ? candidate(m, `p.${ref}${m[2]}${m[3]}`) : undefined;
    }),
    ...scan(text, DELTA, (m) => {
      const written = m[1] ?? m[2];
      const ref = written ? aminoAcid3(written) : undefined;
      return candidate(m, ref ? `p.${ref}${m[3]}del` : undefined);
    }),
  ];
}
