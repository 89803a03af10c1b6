import { aminoAcid, carries, reachable } from './genetic-code.ts';

export type Agreement = 'agree' | 'disagree' | 'unknown';

interface DnaChange {
  start: number;
  end: number;
  /** Single-base substitution: reference and new base. */
  ref?: string;
  alt?: string;
}

interface ProteinChange {
  from: string;
  position: number;
  /** Three-letter new residue, "=" for synonymous; undefined for fs/del/dup/ext or unreadable. */
  to?: string;
  frameshift: boolean;
}

/** c. changes inside the coding sequence only: introns and UTRs say nothing about codons. */
export function parseCodingChange(description: string): DnaChange | undefined {
  const sub = description.match(/^c\.(\d+)([ACGT])>([ACGT])$/);
  if (sub) {
    const at = Number(sub[1]);
    return { start: at, end: at, ref: sub[2] as string, alt: sub[3] as string };
  }
  const range = description.match(/^c\.(\d+)(?:_(\d+))?(?:del|dup|ins|inv)/);
  if (!range) return undefined;
  const start = Number(range[1]);
  return { start, end: range[2] ? Number(range[2]) : start };
}

const AA = '[A-Z][a-z]{2}|[A-Z*]';

/** "p.(Arg534Gln)", "p.R534Q", "p.Glu948Argfs*3", "p.Phe508del", and partly read "p.Arg534". */
export function parseProteinChange(description: string): ProteinChange | undefined {
  const body = description.replace(/^p\./, '').replace(/[()]/g, '');
  const m = body.match(new RegExp(`^(${AA})(\\d+)(.*)$`));
  if (!m) return undefined;
  const from = aminoAcid(m[1] as string);
  if (!from) return undefined;
  const rest = m[3] as string;
  const frameshift = /fs/.test(rest);
  const alt = rest.match(new RegExp(`^(${AA}|=)(?:$|fs)`))?.[1];
  const to = frameshift ? undefined : alt === '=' ? '=' : alt ? aminoAcid(alt) : undefined;
  return { from, position: Number(m[2]), ...(to ? { to } : {}), frameshift };
}

const codon = (position: number) => Math.ceil(position / 3);

/** A frameshift's first changed residue can lie a little after the deleted or inserted bases. */
const FRAMESHIFT_SLACK = 30;

/**
 * Whether a c. change and a p. change can describe the same variant: the codon position, and
 * for a substitution whether the genetic code turns the old residue into the new one.
 */
export function dnaProteinAgreement(dna: string, protein: string): Agreement {
  const c = parseCodingChange(dna);
  const p = parseProteinChange(protein);
  if (!c || !p) return 'unknown';
  const first = codon(c.start);
  const last = codon(c.end);
  if (c.ref && c.alt) {
    if (p.position !== first) return 'disagree';
    const phase = (c.start - 1) % 3;
    if (!carries(p.from, phase, c.ref)) return 'disagree';
    if (p.frameshift || !p.to) return p.frameshift ? 'disagree' : 'agree';
    return reachable(p.from, phase, c.ref, c.alt, p.to) ? 'agree' : 'disagree';
  }
  const slack = p.frameshift ? FRAMESHIFT_SLACK : 2;
  return p.position >= first - 1 && p.position <= last + slack ? 'agree' : 'disagree';
}
