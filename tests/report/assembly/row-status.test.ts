import { describe, expect, it } from 'vitest';
import { statusInUnit } from '../../../server/report/assembly/fields/row-status.ts';
import { fromText } from '../../../server/report/extract-in-process.ts';
import { findClassifications } from '../../../server/report/identifiers.ts';

/** The classification `text` gives the DNA change `target`, every c. change an anchor. */
function classOf(text: string, target: string): string | undefined {
  const anchors = [...text.matchAll(/c\.\d+[ACGT]>[ACGT]/g)].map((m) => m.index);
  const start = text.indexOf(target);
  return statusInUnit(
    findClassifications(text),
    { start, end: start + target.length },
    anchors,
    text,
  );
}

describe('classification of a variant in a table line OCR flattened', () => {
  const flat =
    'Summary of Results: Gene Exon Base Amino Zygosity Interpretation Acid RPS15 1 c.376G>C p.Val126Leu heterozygous Likely pathogenic RPS15 1 c.75G>T p.Leu25= heterozygous Variant of uncertain clinical significance';

  it('takes the status after each variant when the column titles put it there', () => {
    expect(classOf(flat, 'c.376G>C')).toBe('Likely pathogenic');
    expect(classOf(flat, 'c.75G>T')).toBe('Uncertain significance');
  });

  it('reads the side from one status per variant when no titles are written', () => {
    const text = 'Pathogenic   c.1A>G   Likely benign   c.4A>G';
    expect(classOf(text, 'c.1A>G')).toBe('Pathogenic');
    expect(classOf(text, 'c.4A>G')).toBe('Likely benign');
  });

  it('leaves it unset when the layout does not say whose status it is', () => {
    const text = 'c.1A>G   Pathogenic   Likely benign   c.4A>G';
    expect(classOf(text, 'c.1A>G')).toBeUndefined();
    expect(classOf(text, 'c.4A>G')).toBeUndefined();
  });

  it('leaves it unset when an unreadable row stands between variant and status', () => {
    const text =
      'Gene Exon Base Amino Zygosity Interpretation APC c.1A>G heterozygous MSH2 c.9QI4C>T Pathogenic';
    expect(classOf(text, 'c.1A>G')).toBeUndefined();
  });

  it('takes no status from the side the column titles do not give it', () => {
    // the row before lost its DNA change to OCR: its status is the only one, before this row
    const text =
      'Table of findings: Gene Information Interpretation ERCC5 C,TOOA>G p.Lys6AClu homozygous Likely pathogenic  KMTZD 5 c.16026G>C p.Glu5342Asp';
    expect(classOf(text, 'c.16026G>C')).toBeUndefined();
  });

  it('keeps the nearest for one variant with its statuses on one side, none for both sides', () => {
    expect(
      classOf('c.1A>G   heterozygous   Pathogenic   (ACMG: Likely pathogenic)', 'c.1A>G'),
    ).toBe('Pathogenic');
    expect(classOf('Likely benign   c.1A>G   Pathogenic', 'c.1A>G')).toBeUndefined();
    expect(classOf('Pathogenic variant c.1A>G, classified as pathogenic', 'c.1A>G')).toBe(
      'Pathogenic',
    );
  });
});

describe('which statement of a variant gives its classification', () => {
  it('reads the results table before the details, whatever gene OCR left in the row', () => {
    const report = fromText(
      'Results:\nGene   Variant   Classification\nRPST5   c.75G>T   Uncertain significance\n\nThe first variant is therefore classified as a likely pathogenic variant; Variant 2 of 2 RPS15 c.75G>T was detected.',
    );
    expect(report.variants.map((v) => [v.var, v.classification])).toEqual([
      [['c.75G>T'], 'Uncertain significance'],
    ]);
  });

  it('gives a "Variant N of M" block none of the status closing the block before it', () => {
    const report = fromText(
      'Findings: Variant 1 of 2 ERCC5 c.190A>G ) The c.190A>G variant occurs at position 64. In accordance with existing evidence, this variant is therefore classified as a likely pathogenic variant; Variant 2 of 2 KMT2D c.16026G>C p.Glu5342Asp ) The c.16026G>C variant occurs at position 5342.',
    );
    const kmt2d = report.variants.find((v) => v.gene.includes('KMT2D'));
    expect(kmt2d?.var).toEqual(['c.16026G>C', 'p.Glu5342Asp']);
    expect(kmt2d?.classification).toBeUndefined();
  });

  it('takes no classification from a neighbouring paragraph that names several', () => {
    const methods =
      'Only variants classified as pathogenic, likely pathogenic, or variants of uncertain significance (VUS) are reported.';
    const one = (after: string) =>
      fromText(`Variant 1 of 1 ERCC5 c.190A>G was detected.\n\n${after}`).variants[0]
        ?.classification;
    expect(one(methods)).toBeUndefined();
    expect(one('This variant is classified as likely pathogenic.')).toBe('Likely pathogenic');
  });

  it('reads a paragraph about the variant from its own "Variant N of M" block on', () => {
    const text = [
      'Page 3',
      'In accordance with existing evidence, this variant is therefore classified as a likely pathogenic variant;',
      'Variant 2 of 2',
      'Gene PICALM',
      'Variant c.657G>T',
      'Amino',
      'Zygosity heterozygous',
      'p.Leu219Phe',
      'Variant of uncertain clinical significance',
      'The g.85957831G>T variant occurs within the PICALM gene, and it causes c.657G>T change at position 219. According to ClinVar the evidence is insufficient, therefore it is classified as a variant of uncertain clinical significance; the c.657G>T variant was earlier reported as likely pathogenic.',
    ].join('\n');
    // p.Leu219Phe, on a line of its own, joins c.657G>T by codon (written with and without gene)
    expect(fromText(text).variants.map((v) => [v.var, v.classification])).toEqual([
      [['c.657G>T', 'p.Leu219Phe'], 'Uncertain significance'],
    ]);
  });
});
