import { describe, expect, it } from 'vitest';
import { fromText } from '../../../server/report/extract-in-process.ts';

const all = (text: string) => {
  const r = fromText(text);
  return [...r.variants, ...(r.uncertain_variants ?? [])].map((v) => v.var);
};

describe('a protein change and the DNA change it belongs to', () => {
  it('pairs with a DNA change after it only with nothing but brackets between', () => {
    expect(
      all(
        'Results:\nGene   Protein   Variant   Classification\nF5   p.Arg534Gln   (c.1601G>A)   Pathogenic',
      ),
    ).toEqual([['c.1601G>A', 'p.Arg534Gln']]);
    // a flattened table line: p.Cys48= is the row before c.657G>T (whose DNA OCR lost)
    const flat =
      'Results: two variants were detected.\nGene Exon Base Amino Zygosity Interpretation PICALM 20 C.I4AC>T p.Cys48= heterozygous Likely pathogenic PICALM 20 c.657G>T p.Leu219Phe heterozygous Variant of uncertain significance';
    expect(fromText(flat).variants.map((v) => v.var)).toEqual([
      ['p.Cys48='],
      ['c.657G>T', 'p.Leu219Phe'],
    ]);
  });

  it('does not pair across another change, readable or not', () => {
    const text =
      'Summary of Results: Gene Exon Base Amino Zygosity Interpretation c.2650A>T p.Ser884Cys heterozygous Variant of uncertain significance C,62QA>C p.Tyr210Ser heterozygous Likely pathogenic\n\nThe CDX2 c.629A>C variant was detected.';
    const r = fromText(text);
    expect(r.variants.map((v) => v.var)).toEqual([
      ['c.2650A>T', 'p.Ser884Cys'],
      ['c.629A>C', 'p.Tyr210Ser'],
    ]);
  });

  const table = (details: string) =>
    `Results:\nGene   Variant   Protein   Classification\nRPS15   C33766>C   p.Val126Leu   Likely pathogenic\n\n${details}`;

  it('joins a protein change written without its DNA change to the one DNA change of its gene it follows from', () => {
    expect(all(table('The c.376G>C variant was detected in RPS15.'))).toEqual([
      ['c.376G>C', 'p.Val126Leu'],
    ]);
    // c.377T>G turns Val into Gly, not Leu
    expect(
      all(
        table(
          'The c.376G>C variant was detected in RPS15. The c.377T>G variant was detected in RPS15.',
        ),
      ),
    ).toEqual([['c.376G>C', 'p.Val126Leu'], ['c.377T>G']]);
  });

  it('joins it across the report when OCR lost the gene of its row too', () => {
    const text =
      'Results:\nGene   Variant   Protein   Classification\nRPST5   C33766>C   p.Val126Leu   Likely pathogenic\n\nThe c.376G>C variant was detected in RPS15.';
    expect(all(text)).toEqual([['c.376G>C', 'p.Val126Leu']]);
  });

  it('joins it when its DNA change is written once with its gene and once without', () => {
    const text =
      'Results:\nGene   Variant   Protein   Classification\nH3FXA   c.IZA>G   p.Gln6Arg   Likely pathogenic\n\nThe H3F3A c.17A>G variant was detected.\n\nDatabases report the c.17A>G variant as relevant.';
    expect(all(text)).toEqual([['c.17A>G', 'p.Gln6Arg']]);
  });

  it('leaves a DNA change OCR left unreadable for the readable one its protein change follows from', () => {
    const r = fromText(
      'Results:\nGene   Variant   Protein   Zygosity   Classification\nPICALM   c.1AAC>T   p.Cys48=   heterozygous   Likely pathogenic\n\nThe PICALM c.144C>T variant was detected.',
    );
    expect(r.variants.map((v) => [v.var, v.classification])).toEqual([
      [['c.144C>T', 'p.Cys48='], 'Likely pathogenic'],
    ]);
    expect(r.uncertain_variants?.map((v) => v.var)).toEqual([['c.1AAC>T']]);
  });

  it('does not guess between two DNA changes the protein change could follow from', () => {
    const both = all(
      table(
        'The c.376G>C variant was detected in RPS15. The c.376G>T variant was detected in RPS15.',
      ),
    );
    expect(both).toContainEqual(['p.Val126Leu']);
    expect(both).not.toContainEqual(expect.arrayContaining(['c.376G>C', 'p.Val126Leu']));
  });
});

// What OCR made of the carrier photo tests/report/truth-set/car-cf.photo.jpg at one scale: the
// protein change on the wrapped cell's second line, its 5 read twice ("S5").
describe("a protein change on a wrapped cell's second line that OCR damaged", () => {
  const carrier = (dna: string, protein: string) =>
    fromText(
      [
        'SCREEN RESULT: CARRIER — You are a carrier of cystic fibrosis',
        '',
        'Condition   Gene   Variant   Zygosity   Classification   Inheritance',
        `Cystic   CFTR   NM 000492.4:${dna}   Heterozygous   Pathogenic   Autosomal`,
        `fibrosis   (${protein})   recessive`,
      ].join('\n'),
    );
  const found = (r: ReturnType<typeof fromText>) => r.variants.map((v) => v.var);
  const doubtful = (r: ReturnType<typeof fromText>) => r.uncertain_variants?.map((v) => v.var);

  it('takes the reading its DNA change agrees with: the 5 read twice', () => {
    const r = carrier('¢.1521 _1523del', 'p.PheS508del');
    expect(found(r)).toEqual([['c.1521_1523del', 'p.Phe508del']]);
    expect(doubtful(r)).toEqual([]);
  });

  it('never states a protein change that follows from no DNA change of its gene', () => {
    // one digit misread: a valid description, but not the protein of c.1521_1523del
    const r = carrier('c.1521_1523del', 'p.Phe598del');
    expect(found(r)).toEqual([['c.1521_1523del']]);
    expect(doubtful(r)).toEqual([['p.Phe598del']]);
  });

  it('leaves a doubled glyph doubtful when no DNA change settles it', () => {
    const r = carrier('c.15Z1', 'p.PheS508del');
    expect(found(r)).toEqual([]);
    expect(r.variants.flatMap((v) => v.var)).not.toContain('p.Phe5508del');
  });

  it('gives the same words written again in a sentence the reading their DNA change settled', () => {
    // dev-01 photographed as build.sh does: "S" for the first 5 of 551, in the row and the text
    const r = fromText(
      [
        'Results:',
        'Gene   Variant   Protein   Zygosity   Classification',
        'CFTR   C.1652G>A   p.GlyS51Asp   Heterozygous   Pathogenic',
        '',
        'p.GlyS51Asp is a gating variant; treatment with ivacaftor has shown clinical benefit.',
      ].join('\n'),
    );
    expect(found(r)).toEqual([['c.1652G>A', 'p.Gly551Asp']]);
  });

  it('still reads a protein change whose 5 OCR read as S, without a doubled glyph', () => {
    const r = carrier('c.1521_1523del', 'p.PheS08del');
    expect(found(r)).toEqual([['c.1521_1523del', 'p.Phe508del']]);
  });
});
