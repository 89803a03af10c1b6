import type { VariantGroup } from './group-variants.ts';
import { couldReadAs } from './ocr-alike.ts';
import { isDna, isProtein, isUnreadable } from './variant-keys.ts';

const unreadableOnly = (g: VariantGroup) =>
  g.mentions.every((l) => !(isDna(l.mention) || isProtein(l.mention)) || isUnreadable(l.mention));

/**
 * A copy OCR left unreadable ("c.657G>1") of a change written readably at the same site
 * ("c.657G>T"), each of its characters that one's or a look-alike: not another reading of the
 * site, only a damaged copy of the one it could be.
 */
export function isEcho(g: VariantGroup, rivals: VariantGroup[]): boolean {
  if (!unreadableOnly(g)) return false;
  const readable = rivals.filter((o) => o !== g && !unreadableOnly(o));
  const could = readable.filter((o) => couldReadAs(g.key, o.key));
  return could.length === 1 && readable.length === 1;
}
