import type { VariantGroup } from './group-variants.ts';
import type { Located } from './locate.ts';
import { dnaKey, isDna } from './variant-keys.ts';

/**
 * A finding whose DNA change OCR left with several readings is keyed by what is written
 * ("c.8QOC>A"). Once the cross-check has picked a reading, the finding joins the group of that
 * reading written elsewhere in the report ("c.890C>A" in the variant details), so one variant
 * stays one record.
 */
export function joinChosenReadings(
  groups: VariantGroup[],
  chosenOf: (g: VariantGroup) => Map<Located, string>,
): VariantGroup[] {
  const gone = new Set<VariantGroup>();
  for (const g of groups) {
    if (!g.mentions.some((l) => l.role === 'finding')) continue;
    const picks = [...chosenOf(g)].filter(([l]) => isDna(l.mention)).map(([, v]) => dnaKey(v));
    const key = picks.length === 1 ? picks[0] : undefined;
    if (!key || key === g.key) continue;
    const target = groups.find(
      (o) => o !== g && !gone.has(o) && o.key === key && (o.gene ?? '') === (g.gene ?? ''),
    );
    if (!target) continue;
    target.mentions.push(...g.mentions);
    target.pairs.push(...g.pairs);
    target.names.push(...g.names);
    target.noGene ||= g.noGene;
    gone.add(g);
  }
  return groups.filter((g) => !gone.has(g));
}
