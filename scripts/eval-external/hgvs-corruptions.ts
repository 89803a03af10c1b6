// 100 corrupted HGVS expressions, 10 classes x 10, in the order and with the random draws of
// reference-scripts/build_hgvs_lists.py (seed 20240601), so the set is the baseline's set.
import { type CorruptExpr, JUNK, type ValidExpr } from './hgvs-lists.ts';
import { PyRandom } from './py-random.ts';

const stripAccession = (e: string) => e.replace(/^[A-Z]{2}_\d+(?:\.\d+)?(?:\([^)]*\))?:/, '');
const POSITION = /^c\.([-*]?\d[\d_+\-*]*)/;

function positionDigits(e: string): string {
  const m = POSITION.exec(e);
  if (!m) throw new Error(`no position in ${e}`); // Python would raise here too
  return m[1] as string;
}

interface Draw {
  rng: PyRandom;
  base: string[];
  pbase: string[];
}

function drawTools(valid: ValidExpr[]): Draw {
  const base = valid.filter((v) => v.source === 'clinvar' && v.kind === 'c').map((v) => v.expr);
  const pbase = valid
    .filter((v) => v.kind === 'p' && /p\.\(?[A-Z][a-z]{2}\d+[A-Z][a-z]{2}\)?$/.test(v.expr))
    .map((v) => v.expr);
  return { rng: new PyRandom(20240601), base, pbase };
}

type Classes = [string, () => [string, string]][];

/** The ten classes in the reference order; each call draws one (original, corrupted) pair. */
function corruptionClasses({ rng, base, pbase }: Draw): Classes {
  const pick = (pool: string[], pred: (e: string) => boolean): string => {
    for (let i = 0; i < 10000; i++) {
      const e = stripAccession(rng.choice(pool));
      if (pred(e)) return e;
    }
    throw new Error('no candidate');
  };
  const subInPosition = (e: string, ch: string, rep: string): string => {
    const m = /^([cgmnr]\.)([-*]?\d[\d_+\-*]*)(.*)$/.exec(e) as RegExpExecArray;
    const pos = m[2] as string;
    const idx = [...pos].flatMap((c, i) => (c === ch ? [i] : []));
    const i = rng.choice(idx);
    return `${m[1]}${pos.slice(0, i)}${rep}${pos.slice(i + 1)}${m[3]}`;
  };
  return [...ocrClasses(base, pick, subInPosition), ...spellingClasses(rng, base, pbase, pick)];
}

type Pick = (pool: string[], pred: (e: string) => boolean) => string;

function ocrClasses(
  base: string[],
  pick: Pick,
  subInPosition: (e: string, ch: string, rep: string) => string,
): Classes {
  return [
    [
      'OCR O for 0 in position',
      () => {
        const e = pick(base, (x) => POSITION.test(x) && positionDigits(x).includes('0'));
        return [e, subInPosition(e, '0', 'O')];
      },
    ],
    [
      'OCR l for 1 in position',
      () => {
        const e = pick(base, (x) => positionDigits(x).includes('1'));
        return [e, subInPosition(e, '1', 'l')];
      },
    ],
    [
      'OCR S for 5 in position',
      () => {
        const e = pick(base, (x) => positionDigits(x).includes('5'));
        return [e, subInPosition(e, '5', 'S')];
      },
    ],
    [
      'OCR G read as 6 (c.1601G>A -> c.16016>A)',
      () => {
        const e = pick(base, (x) => /\dG>[ACGT]$/.test(x));
        return [e, e.replace('G>', '6>')];
      },
    ],
  ];
}

function spellingClasses(rng: PyRandom, base: string[], pbase: string[], pick: Pick): Classes {
  const swapLast = (e: string) =>
    e.replace(/([A-Z][a-z]{2})(?=\)?$)/, (aa) => `${aa[0]}${aa[2]}${aa[1]}`);
  const swapFirst = (e: string) => e.replace(/^(p\.\(?)([A-Z])([a-z])([a-z])/, '$1$2$4$3');
  return [
    [
      'missing dot after prefix (c1601G>A)',
      () => {
        const e = pick(base, () => true);
        return [e, e.replace('c.', 'c')];
      },
    ],
    [
      'space inside (c.1601 G>A / c. 1601G>A)',
      () => {
        const e = pick(base, () => true);
        return [
          e,
          /\d[ACGT]>/.test(e) ? e.replace(/(\d)([ACGT]>)/, '$1 $2') : e.replace('c.', 'c. '),
        ];
      },
    ],
    [
      "'>' lost or replaced (c.1601GA, c.1601G-A)",
      () => {
        const e = pick(base, (x) => x.includes('>'));
        return [e, e.replace('>', rng.choice(['', '-', '/']))];
      },
    ],
    [
      'invalid base letter (c.1601G>B)',
      () => {
        const e = pick(base, (x) => />[ACGT]$/.test(x));
        return [e, e.slice(0, -1) + rng.choice('BDEFHIJKLMOPQRSVWXYZ')];
      },
    ],
    [
      'amino-acid typo (p.Arg534Gnl / p.Agr534Gln)',
      () => {
        const e = pick(pbase, () => true);
        return [e, rng.random() < 0.5 ? swapLast(e) : swapFirst(e)];
      },
    ],
    [
      'OCR I/l for 1 in ins/del length or dup (c.35deIG, c.35dcl)',
      () => {
        const e = pick(base, (x) => x.includes('del'));
        return [e, e.replace('del', rng.choice(['deI', 'de1', 'dcl']))];
      },
    ],
  ];
}

export function corruptions(valid: ValidExpr[]): CorruptExpr[] {
  const out: CorruptExpr[] = [];
  for (const [cls, make] of corruptionClasses(drawTools(valid))) {
    const seen = new Set<string>();
    while (seen.size < 10) {
      const [orig, bad] = make();
      if (bad === orig || seen.has(bad)) continue;
      seen.add(bad);
      out.push({ expr: bad, cls, orig });
    }
  }
  for (const expr of JUNK) out.push({ expr, cls: 'hand-made junk', orig: null });
  return out;
}
