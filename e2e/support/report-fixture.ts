/** An extraction result with variants (spec section 3), for screens where the extractor is not the subject. */
export const reportResultWithVariants = {
  run_id: 'e2e-run-1',
  processed_at: '2030-03-01T10:00:00.000Z',
  raw_text: 'CFTR NM_000492.4:c.1521_1523del (p.Phe508del) rs113993960; CFTR c.350G>A',
  variants: [
    {
      var: ['NM_000492.4:c.1521_1523del'],
      gene: ['CFTR'],
      diseaseNames: ['Cystic fibrosis'],
      refSeq: ['NM_000492.4'],
      dbSNP: ['rs113993960'],
      OMIM: ['602421'],
      PMID: ['8723693'],
    },
    {
      var: ['NM_000492.4:c.350G>A'],
      gene: ['CFTR'],
      diseaseNames: ['Cystic fibrosis'],
      refSeq: ['NM_000492.4'],
      dbSNP: ['rs77932196'],
      OMIM: [],
      PMID: [],
    },
  ],
  disease_options: [
    { name: 'Cystic fibrosis', id: 'OMIM:219700', description: 'An autosomal recessive disorder.' },
  ],
};
