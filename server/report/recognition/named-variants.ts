// Variants known by a name rather than a description ("Factor V Leiden", "HbS"). Each name
// stands for one well-defined variant, so its HGVS form and dbSNP id are given with it. A
// separate kind: the literature corpora do not annotate names as variant mentions.
import { type Candidate, scan } from './candidate.ts';

interface Named {
  pattern: string;
  gene: string;
  hgvs: string;
  rsid: string;
}

const NAMED: Named[] = [
  { pattern: '[Ff]actor\\s+V\\s+Leiden|FVL', gene: 'F5', hgvs: 'c.1601G>A', rsid: 'rs6025' },
  { pattern: 'Hb\\s?S|[Hh]a?emoglobin\\s+S', gene: 'HBB', hgvs: 'c.20A>T', rsid: 'rs334' },
  { pattern: 'Hb\\s?C|[Hh]a?emoglobin\\s+C', gene: 'HBB', hgvs: 'c.19G>A', rsid: 'rs33930165' },
  { pattern: 'Hb\\s?E|[Hh]a?emoglobin\\s+E', gene: 'HBB', hgvs: 'c.79G>A', rsid: 'rs33950507' },
];

const RE = NAMED.map((n) => ({ n, re: new RegExp(`(?<![\\w-])(?:${n.pattern})(?![\\w-])`, 'g') }));

export function findNamedVariants(text: string): Candidate[] {
  return RE.flatMap(({ n, re }) =>
    scan(text, re, (m) => {
      return {
        kind: 'named',
        start: m.index,
        end: m.index + m[0].length,
        value: m[0].replace(/\s+/g, ' '),
        asHgvs: n.hgvs,
        gene: n.gene,
        rsid: n.rsid,
      };
    }),
  );
}
