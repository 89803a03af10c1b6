import type { GeneticVariant } from './report-result';
import { stringList } from './string-list';

/** Each disease once, however often and in whatever case the variants name it. */
export function distinctDiseases(variants: GeneticVariant[]): string[] {
  const seen = new Map<string, string>();
  for (const name of variants.flatMap((v) => stringList(v?.diseaseNames))) {
    const key = name.trim().toLowerCase();
    if (!seen.has(key)) seen.set(key, name.trim());
  }
  return [...seen.values()];
}
