import { describe, expect, it } from 'vitest';
import { geneDictionary } from '../../../server/report/gene-dictionary.ts';
import { findGeneHits, findGenes } from '../../../server/report/gene-mentions.ts';
import { findClassifications } from '../../../server/report/recognition/classification.ts';
import { findClinVar, findPmids } from '../../../server/report/recognition/database-ids.ts';
import { findHeteroplasmy, findZygosity } from '../../../server/report/recognition/zygosity.ts';

const values = <T>(found: { value: T }[]) => found.map((f) => f.value);

describe('database identifiers', () => {
  it('reads every PubMed id of a list', () => {
    expect(values(findPmids('PMID: 2475911, 22047557 and 25741868; PMIDs 1234567'))).toEqual([
      '2475911',
      '22047557',
      '25741868',
      '1234567',
    ]);
    expect(values(findPmids('cited 2475911, 22047557'))).toEqual([]);
  });

  it('writes a ClinVar Variation ID as its accession', () => {
    expect(
      values(findClinVar('ClinVar Variation ID: 642; VCV000007105.3; ClinVar: 12345')),
    ).toEqual(['VCV000000642', 'VCV000007105', 'VCV000012345']);
    expect(values(findClinVar('variation of 642 patients'))).toEqual([]);
  });
});

describe('classification and zygosity as OCR and line breaks leave them', () => {
  it('reads "Tikely pathogenic" and "uncer- tain clinical signifi- cance"', () => {
    expect(
      values(
        findClassifications('Tikely pathogenic; Variant Of uncer- tain clinical signifi- cance'),
      ),
    ).toEqual(['Likely pathogenic', 'Uncertain significance']);
  });

  it('reads a word split at a line end wherever the split falls ("un- certain", "path- ogenic")', () => {
    expect(
      values(
        findClassifications('a variant of un- certain clinical significance; Likely path- ogenic'),
      ),
    ).toEqual(['Uncertain significance', 'Likely pathogenic']);
  });

  it('never reads a "likely pathogenic" whose first letter OCR damaged as "pathogenic"', () => {
    expect(values(findClassifications('homozygous_ @ikely pathogenic; ikely benign'))).toEqual([
      'Likely pathogenic',
      'Likely benign',
    ]);
  });

  it('reads "homozy- gous"', () => {
    expect(values(findZygosity('homozy- gous; hetero- zygous; heteroplasmy'))).toEqual([
      'Homozygous',
      'Heterozygous',
      'Heteroplasmic',
    ]);
  });
});

describe('gene symbols', () => {
  const dict = geneDictionary();

  it('maps previous symbols and aliases to the current symbol', () => {
    expect(values(findGenes('the DFNB31 gene and C2orf44', dict))).toEqual(['WHRN', 'WDCP']);
  });

  it('returns every gene an old symbol names, and leaves it out of the plain list', () => {
    expect(findGeneHits('MLL2 c.100A>G', dict).map((f) => f.value.symbols)).toEqual([
      ['KMT2B', 'KMT2D'],
    ]);
    expect(values(findGenes('MLL2 c.100A>G', dict))).toEqual([]);
  });

  it('repairs an OCR-damaged symbol with exactly one repair', () => {
    expect(values(findGenes('Gene HNFIA c.890C>A; NCORI gene; WTI c.1172G>A', dict))).toEqual([
      'HNF1A',
      'NCOR1',
      'WT1',
    ]);
  });

  it('reads A as 4 in a damaged symbol ("ERCCA" is ERCC4)', () => {
    expect(values(findGenes('the ERCCA c.2464C>T variant; COLIIAI gene', dict))).toEqual([
      'ERCC4',
      'COL11A1',
    ]);
  });

  it('repairs to an old symbol naming one gene only next to a variant or the word "gene"', () => {
    const hits = findGeneHits('HISTIHAJ c.72C>A; the HISTIHAF gene', dict);
    expect(hits.map((h) => [h.value.symbols, h.value.repairedTo])).toEqual([
      [['H4C11'], 'HIST1H4J'],
      [['H4C6'], 'HIST1H4F'],
    ]);
    // glycogen storage disease type II, not an OCR-damaged "GSD11" (an old name of LDHA)
    expect(values(findGenes('patients with GSDII and their relatives', dict))).toEqual([]);
    expect(values(findGenes('Genes Analyzed: HISTIHAB, KDMAC', dict))).toEqual(['KDM4C']);
  });

  it('does not read report words as genes', () => {
    expect(values(findGenes('MRI, DNA, PCR, ACMG, CLIA, NGS, VUS, CNV and HGVS', dict))).toEqual(
      [],
    );
  });
});

describe('heteroplasmy of mitochondrial variants', () => {
  it('reads the level however it is written, and only a level that is a share', () => {
    expect(
      values(
        findHeteroplasmy(
          'm.3243A>G, heteroplasmy 45%; 12.5% heteroplasmic; heteroplasmy level: ~80 %',
        ),
      ),
    ).toEqual(['45%', '12.5%', '80%']);
    expect(values(findHeteroplasmy('heteroplasmy 450%'))).toEqual([]);
  });
});
