import { diseaseLabel } from '../diseases.ts';
import type { ReportDocument } from '../document.ts';
import type { GeneDictionary } from '../gene-dictionary.ts';
import type { RecognisedMention } from '../recognition/types.ts';
import type { DiseaseOption, Variant } from '../types.ts';
import type { Context } from './context.ts';
import type { Checked } from './cross-check.ts';
import { type References, recordAnnotations } from './fields/annotations.ts';
import { addDiseaseOptions, recordDiseases } from './fields/diseases.ts';
import { recordGene } from './fields/gene.ts';
import { recordInheritance } from './fields/inheritance.ts';
import { recordRefSeq } from './fields/refseq.ts';
import { recordStatus } from './fields/status.ts';
import type { Located } from './locate.ts';
import {
  hgvsReadings,
  isDna,
  isName,
  isProtein,
  proteinKey,
  variantValue,
} from './variant-keys.ts';

const uniq = <T>(xs: T[]) => [...new Set(xs)];

export interface RecordInputs {
  doc: ReportDocument;
  dict: GeneDictionary;
  refs: References;
  single: boolean;
  diseaseOptions: Map<string, DiseaseOption>;
}

/** Written text of a legacy or named form, spaces and arrows as written ("F508del"). */
const writtenName = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A legacy name's DNA spelling counts in its gene's own numbering: in a mitochondrial gene that is
 * the genome's (A3243G in MT-TL1 is m.3243A>G), never a coding position.
 */
function spelledInGene(value: string, mention: RecognisedMention, gene: string[]): string {
  const mitochondrial = gene.some((g) => g.startsWith('MT-'));
  return mitochondrial && isName(mention) && value.startsWith('c.') ? `m.${value.slice(2)}` : value;
}

/**
 * A mention's value in its record: the reading the cross-check chose for it, or for the same
 * words written elsewhere ("p.GlyS51Asp" in the table and in a sentence). A mention whose
 * readings nothing settled names a confirmed variant not at all (a doubtful one as written).
 */
function readingOf(c: Checked, gene: string[]) {
  const byWords = new Map([...c.chosen].map(([l, reading]) => [l.mention.value, reading]));
  return (l: Located): string[] => {
    const chosen = c.chosen.get(l) ?? byWords.get(l.mention.value);
    if (chosen) return [chosen];
    if (c.verdict === 'confirmed' && hgvsReadings(l.mention).length > 1) return [];
    return [spelledInGene(variantValue(l.mention), l.mention, gene)];
  };
}

/**
 * The variant's names: its DNA change (the reading chosen), protein changes, or its rsID/star;
 * then its legacy and named forms as written.
 */
function identifiers(c: Checked, gene: string[]): string[] {
  const stated = [...c.group.mentions].sort(
    (a, b) => Number(b.role === 'finding') - Number(a.role === 'finding'),
  );
  const value = readingOf(c, gene);
  // a coding form names the variant before a genomic form merged into its record
  const dna = stated
    .filter((l) => isDna(l.mention))
    .flatMap(value)
    .sort((a, b) => Number(a.startsWith('g.')) - Number(b.startsWith('g.')));
  const proteins = stated.filter((l) => isProtein(l.mention)).flatMap(value);
  const seen = new Set<string>();
  const distinctProteins = proteins.filter((p) => {
    const key = proteinKey(p);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const others = stated
    .filter((l) => l.mention.kind === 'star' || l.mention.kind === 'rsid')
    .flatMap(value);
  const names = [...stated, ...c.group.names]
    .filter((l) => isName(l.mention))
    .map((l) => writtenName(l.mention.text));
  return uniq([...dna.slice(0, 1), ...distinctProteins, ...(dna.length ? [] : others), ...names]);
}

export function buildRecord(c: Checked, ctx: Context, inputs: RecordInputs): Variant {
  const { doc, dict } = inputs;
  const gene = recordGene(c.group, ctx, dict, doc, inputs.single);
  const refSeq = recordRefSeq(doc, c.group, ctx, gene, dict);
  const notes = recordAnnotations(doc, c.group, ctx, {
    gene,
    single: inputs.single,
    refs: inputs.refs,
    dict,
  });
  const { classification, zygosity } = recordStatus(c.group, ctx, doc);
  const diseases = recordDiseases(ctx, dict);
  addDiseaseOptions(inputs.diseaseOptions, diseases, gene);
  const variant: Variant = {
    var: uniq([...identifiers(c, gene), ...notes.legacy, ...notes.clinVar]),
    gene,
    diseaseNames: uniq(diseases.map(diseaseLabel)),
    refSeq,
    dbSNP: notes.dbSNP,
    OMIM: notes.OMIM,
    PMID: notes.PMID,
  };
  if (classification) variant.classification = classification;
  if (zygosity) variant.zygosity = zygosity;
  const inheritance = recordInheritance(ctx);
  if (inheritance) variant.inheritance = inheritance;
  return variant;
}
