import { cAndPAgree, codonOf } from '../recognition/codon-check.ts';
import type { Located } from './locate.ts';
import { hgvsReadings, isDna } from './variant-keys.ts';

/** A variant's group, as far as this rule reads it (group-variants.ts builds them). */
interface Group {
  key: string;
  gene?: string;
  mentions: Located[];
}

const onlyParsed = (l: Located) => {
  const readings = hgvsReadings(l.mention);
  return readings.length === 1 ? readings[0]?.parsed : undefined;
};

/**
 * The group states a coding change that the protein change follows from: a substitution by
 * codon and genetic code, an in-frame deletion or duplication by its codon range
 * ("c.1521_1523del" and "p.Phe508del" of a table cell wrapped onto two lines).
 */
function agrees(g: Group, protein: NonNullable<ReturnType<typeof onlyParsed>>): boolean {
  return g.mentions.some((l) => {
    const dna = isDna(l.mention) ? onlyParsed(l) : undefined;
    if (!dna || cAndPAgree(dna, protein) !== 'agree') return false;
    return !!codonOf(dna) || /(?:del|dup)/.test(dna.body ?? '');
  });
}

/**
 * A protein change written without its DNA change (OCR left that one unreadable, or a wrapped
 * cell put it on the row's second line) belongs to the one DNA change of its gene (of the report, when no gene is written with it) it follows
 * from by codon and genetic code ("p.Val126Leu" and "c.376G>C" of RPS15). Two such changes, or
 * none: undefined.
 */
export function groupByCodon<G extends Group>(
  protein: Located,
  gene: string,
  groups: G[],
): G | undefined {
  const parsed = onlyParsed(protein);
  if (!parsed) return undefined;
  return fittingGroup(parsed, gene, groups);
}

function fittingGroup<G extends Group>(
  parsed: NonNullable<ReturnType<typeof onlyParsed>>,
  gene: string,
  groups: G[],
): G | undefined {
  const fitting = groups.filter((g) => (!gene || g.gene === gene) && agrees(g, parsed));
  if (fitting.length === 1) return fitting[0];
  // one DNA change, written once with its gene and once without: one variant (they merge later)
  const named = fitting.filter((g) => g.gene);
  return new Set(fitting.map((g) => g.key)).size === 1 && named.length === 1 ? named[0] : undefined;
}

/**
 * A protein change OCR left with several readings ("p.PheS508del": p.Phe5508del or, its 5 read
 * twice, p.Phe508del), written without its DNA change: the one DNA change of its gene that
 * exactly one of its readings follows from, with that DNA change's mention (the pair lets the
 * cross-check take the reading). Several or none: undefined.
 */
export function pairByCodon<G extends Group>(
  protein: Located,
  gene: string,
  groups: G[],
): { group: G; dna: Located } | undefined {
  const readings = hgvsReadings(protein.mention);
  if (readings.length < 2) return undefined;
  const fits = readings.flatMap((r) => {
    const group = r.parsed ? fittingGroup(r.parsed, gene, groups) : undefined;
    return group ? [{ group, parsed: r.parsed as NonNullable<typeof r.parsed> }] : [];
  });
  const fit = fits[0];
  if (fits.length !== 1 || !fit) return undefined;
  const dna = fit.group.mentions.find((l) => {
    const own = isDna(l.mention) ? onlyParsed(l) : undefined;
    return own !== undefined && cAndPAgree(own, fit.parsed) === 'agree';
  });
  return dna ? { group: fit.group, dna } : undefined;
}
