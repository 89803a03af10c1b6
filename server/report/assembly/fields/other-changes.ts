import { recognise } from '../../recognition/index.ts';
import type { VariantGroup } from '../group-variants.ts';
import { couldReadAs } from '../ocr-alike.ts';
import { variantValue } from '../variant-keys.ts';

/**
 * Whether a text writes a readable change other than the group's own: an HGVS description (or,
 * with `legacyToo`, a legacy name) that is none of its mentions and names, nor an OCR misreading
 * of one of them ("c.2A64C>T"). Such a text speaks of that change too, so what it says (a class,
 * rsIDs) is not simply this variant's.
 */
export function writesOtherChange(text: string, g: VariantGroup, legacyToo = false): boolean {
  const own = [...g.mentions, ...g.names].map((l) => variantValue(l.mention));
  return recognise(text).some(
    (m) =>
      (m.kind === 'hgvs' || (legacyToo && m.kind === 'legacy')) &&
      !m.uncertain &&
      !own.some((o) => o === variantValue(m) || couldReadAs(m.value, o)),
  );
}
