import { describe, expect, it } from 'vitest';
import {
  citedNumbers,
  findClassifications,
  findClinVar,
  findHgvs,
  findLegacyNames,
  findOmim,
  findPmids,
  findRefSeq,
  findRsIds,
  findZygosity,
  referenceList,
} from '../../server/report/identifiers.ts';
import { normaliseText } from '../../server/report/normalise.ts';

const values = <T>(found: { value: T }[]) => found.map((f) => f.value);
const hgvsIn = (text: string) => findHgvs(normaliseText(text).text).map((f) => f.value.full);

describe('HGVS in running text', () => {
  it('finds c. and p. with or without accession and gene', () => {
    expect(hgvsIn('BRCA2 NM_000059.4:c.5946del, p.(Ser1982Argfs*22).')).toEqual([
      'NM_000059.4:c.5946del',
      'p.(Ser1982Argfs*22)',
    ]);
    expect(hgvsIn('variant NM_000492.4(CFTR):c.1652G>A(p.G551D) found')).toEqual([
      'NM_000492.4(CFTR):c.1652G>A',
      'p.G551D',
    ]);
  });

  it('keeps 1-letter protein changes', () => {
    expect(hgvsIn('p.R117H and p.W1282X')).toEqual(['p.R117H', 'p.W1282X']);
  });

  it('joins an HGVS description broken at a line end', () => {
    expect(hgvsIn('was c.1521_\n1523delCTT inherited')).toEqual(['c.1521_1523delCTT']);
    expect(hgvsIn('NM_000059.4:\nc.5946del')).toEqual(['NM_000059.4:c.5946del']);
  });

  it('repairs OCR confusions only in identifier context', () => {
    expect(hgvsIn('that ¢.1521_1523delCTT and €.1652G>A')).toEqual([
      'c.1521_1523delCTT',
      'c.1652G>A',
    ]);
    expect(hgvsIn('CFTR C.1652G>A')).toEqual(['c.1652G>A']);
    expect(normaliseText('Costs C.150 in total').text).toBe('Costs C.150 in total');
  });

  it('ignores things that only look like HGVS', () => {
    expect(hgvsIn('Poly-T tract 9T/9T, e.g. see p. 4, approx. c.f. page')).toEqual([]);
  });
});

describe('accessions and database identifiers', () => {
  it('RefSeq with spaces or OCR digits inside', () => {
    expect(
      values(findRefSeq(normaliseText('transcript NM _000492 .4 and NM_OOO257.4').text)),
    ).toEqual(['NM_000492.4', 'NM_000257.4']);
  });

  it('dbSNP, ClinVar and PubMed', () => {
    const text = normaliseText(
      'rs113993960 · rs l34 · VCV000007105 · RCV000015143.3 · PMID: 2475911',
    ).text;
    expect(values(findRsIds(text))).toEqual(['rs113993960', 'rs134']);
    expect(values(findClinVar(text))).toEqual(['VCV000007105', 'RCV000015143']);
    expect(values(findPmids(text))).toEqual(['2475911']);
  });

  it('OMIM numbers only where the text marks them', () => {
    expect(values(findOmim('cystic fibrosis (CF; OMIM #219700) and CFTR (MIM *602421)'))).toEqual([
      '219700',
      '602421',
    ]);
    expect(values(findOmim('Accession 219700, phone 602421'))).toEqual([]);
    expect(values(findOmim(normaliseText('(CF; OMIM 4219700)').text))).toEqual(['219700']);
  });

  it('legacy names', () => {
    expect(values(findLegacyNames('6174delT, 185delAG, F508del (ΔF508), G551D, A3243G'))).toEqual([
      '6174delT',
      '185delAG',
      'F508del',
      'ΔF508',
      'G551D',
      'A3243G',
    ]);
  });
});

describe('classification and zygosity', () => {
  it('reads the five tiers and VUS wording', () => {
    expect(
      values(
        findClassifications(
          'PATHOGENIC; Likely pathogenic; variant of uncertain significance; VUS; Likely Benign; benign; unknown significance',
        ),
      ),
    ).toEqual([
      'Pathogenic',
      'Likely pathogenic',
      'Uncertain significance',
      'Uncertain significance',
      'Likely benign',
      'Benign',
      'Uncertain significance',
    ]);
  });

  it('reads zygosity and heteroplasmy', () => {
    expect(
      values(findZygosity('Heterozygous; homozygote; heteroplasmy 21%; hemizygous; Het')),
    ).toEqual(['Heterozygous', 'Homozygous', 'Heteroplasmic', 'Hemizygous', 'Heterozygous']);
  });
});

describe('references', () => {
  it('maps numbered references to PubMed ids across line breaks', () => {
    const refs = referenceList(
      '1. Riordan JR. Science. PMID:\n2475911.\n2. Ramsey BW. NEJM. PMID: 22047557.',
    );
    expect(refs.get(1)).toEqual(['2475911']);
    expect(refs.get(2)).toEqual(['22047557']);
  });

  it('expands citation marks', () => {
    expect(citedNumbers('shown [2] and [3-5], also [1, 7]')).toEqual([2, 3, 4, 5, 1, 7]);
  });
});
