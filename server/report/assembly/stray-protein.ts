import type { VariantGroup } from './group-variants.ts';
import { isDna, isProtein } from './variant-keys.ts';

const findingMentions = (g: VariantGroup) => g.mentions.filter((l) => l.role === 'finding');

/** Every finding mention is a protein change, none written with a DNA change in its row. */
function proteinAlone(g: VariantGroup): boolean {
  const findings = findingMentions(g);
  return (
    findings.length > 0 &&
    g.mentions.every((l) => l.mention.kind === 'hgvs' && isProtein(l.mention)) &&
    findings.every((l) => !l.neighbours.some(isDna))
  );
}

const statesDna = (g: VariantGroup) => findingMentions(g).some((l) => isDna(l.mention));

/**
 * Protein changes standing alone in a gene whose findings the report states as DNA changes.
 * Grouping has already joined every protein change to the DNA change it follows from (codon
 * and genetic code, `protein-by-codon.ts`); one left over is, in a report that writes its
 * gene's findings as DNA changes, most likely that DNA change's protein misread: OCR reading
 * "p.Phe508del" on a wrapped cell's second line as "p.PheS508del" (p.Phe5508del) beside
 * "c.1521_1523del". Not confirmed: a wrong variant is worse than a doubtful one.
 */
export function strayProteins(findings: VariantGroup[]): Set<VariantGroup> {
  const genesWithDna = new Set(findings.filter(statesDna).map((g) => g.gene ?? ''));
  return new Set(findings.filter((g) => proteinAlone(g) && genesWithDna.has(g.gene ?? '')));
}
