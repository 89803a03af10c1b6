import { type DiseaseMention, diseaseLabel, findDiseases } from '../../diseases.ts';
import type { GeneDictionary } from '../../gene-dictionary.ts';
import type { DiseaseOption } from '../../types.ts';
import type { Context } from '../context.ts';
import { withoutNegated } from '../finding-rules.ts';
import { contextTexts } from './annotations.ts';

/** Disease names stated for the variant or its gene, never in a negated sentence. */
export function recordDiseases(ctx: Context, dict: GeneDictionary): DiseaseMention[] {
  const texts = [...contextTexts(ctx), ...ctx.about, ...ctx.near.map((p) => p.text)];
  const out: DiseaseMention[] = [];
  for (const t of texts) {
    for (const d of findDiseases(withoutNegated(t))) {
      if (d.abbreviation && dict.isSymbol(d.abbreviation)) delete d.abbreviation;
      // "BRCA2 (MIM *600185)" names a gene entry, not a disease
      if (/^[A-Z0-9-]+$/.test(d.name.toUpperCase()) && dict.isSymbol(d.name.toUpperCase()))
        continue;
      if (!out.some((x) => x.name.toLowerCase() === d.name.toLowerCase())) out.push(d);
    }
  }
  return onceEach(out);
}

const words = (name: string) =>
  ` ${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/**
 * One disease once: a name written whole inside another of the finding's names ("Sickle cell
 * disease" in "Sickle cell disease / beta-hemoglobinopathies") is the same disease.
 */
function onceEach(diseases: DiseaseMention[]): DiseaseMention[] {
  return diseases.filter(
    (d, i) =>
      !diseases.some(
        (other, j) =>
          j !== i &&
          words(other.name).includes(words(d.name)) &&
          (words(other.name) !== words(d.name) || j < i),
      ),
  );
}

/** The report's disease options: every disease of every finding, once. */
export function addDiseaseOptions(
  options: Map<string, DiseaseOption>,
  diseases: DiseaseMention[],
  gene: string[],
): void {
  for (const d of diseases) {
    const label = diseaseLabel(d);
    if (options.has(label.toLowerCase())) continue;
    options.set(label.toLowerCase(), {
      name: label,
      id: d.omim ? `OMIM:${d.omim}` : '',
      description: [
        d.synonyms.length ? `Also called ${d.synonyms.join('; ')}.` : '',
        gene.length ? `Named in the report for ${gene.join(', ')}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
    });
  }
}
