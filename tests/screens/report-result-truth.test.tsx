import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GeneticReportResult } from '@/components/report/report-result';
import { reportResultKind } from '@/components/report/report-result-kind';
import { ReportResultView } from '@/components/report/report-result-view';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen, within } from '../support/render';

/** What issue 23 says the patient must (and must never) be told about each kind of report. */
const empty = { diseaseNames: [], refSeq: [], dbSNP: [], OMIM: [], PMID: [] };
const result = (extra: Record<string, unknown>) =>
  ({
    run_id: 'r',
    processed_at: '2026-03-04T15:30:00',
    raw_text: 'text',
    variants: [],
    disease_options: [],
    readable: true,
    is_genetic_report: true,
    conclusion: 'not_stated',
    ...extra,
  }) as GeneticReportResult;

const neverSaysNoVariants = () => {
  expect(screen.queryByText(/No Variants Found|We Found No Variants/i)).toBeNull();
  expect(
    screen.queryByText(/no genetic variants were detected|did not find a genetic variant/i),
  ).toBeNull();
  expect(screen.queryByText(/Processed Successfully/i)).toBeNull();
};

describe('a reading that failed', () => {
  const blurred = result({
    readable: false,
    raw_text: 'RESULT: POSITlVE ~~ c.l52!',
    reading: {
      source: 'ocr',
      pages: 3,
      unreadable_pages: [
        { page: 1, reason: 'blurred' },
        { page: 3, reason: 'too_dark' },
      ],
      reason: 'blurred',
    },
  });

  it('says it could not be read clearly, why, which pages, and how to retake it', async () => {
    const { container } = render(<ReportResultView result={blurred} />);
    neverSaysNoVariants();
    const notice = screen.getByRole('region', { name: 'We could not read your report clearly' });
    expect(
      within(notice).getByRole('heading', { name: 'We could not read your report clearly' }),
    ).toBeInTheDocument();
    expect(within(notice).getByText(/does not mean that no variants were found/)).toBeVisible();
    expect(within(notice).getByText(/The photo is blurred\./)).toBeInTheDocument();
    expect(within(notice).getByText(/The photo is too dark\./)).toBeInTheDocument();
    expect(within(notice).getByText('Page 1 (blurred), Page 3 (too dark)')).toBeInTheDocument();
    expect(within(notice).getByText('How to take a clearer photo')).toBeInTheDocument();
    expect(within(notice).getByText(/all four corners inside/)).toBeInTheDocument();
    // The gibberish read from the photo is not offered as the report's text.
    expect(screen.queryByRole('button', { name: 'View full extracted text' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows the page actions inside the notice', () => {
    render(<ReportResultView result={blurred} actions={<button type="button">Retake</button>} />);
    const notice = screen.getByRole('region', { name: 'We could not read your report clearly' });
    expect(within(notice).getByRole('button', { name: 'Retake' })).toBeInTheDocument();
  });

  it('says nothing about variants even when the failed reading listed some', () => {
    render(
      <ReportResultView
        result={result({ readable: false, variants: [{ ...empty, var: ['c.1A>G'], gene: [] }] })}
      />,
    );
    expect(screen.queryByText(/variants? found/)).toBeNull();
    expect(screen.queryByText('c.1A>G')).toBeNull();
  });

  it('names the pages that failed above what the other pages gave', () => {
    render(
      <ReportResultView
        result={result({
          reading: { source: 'ocr', pages: 4, unreadable_pages: [{ page: 2, reason: 'cut_off' }] },
          variants: [{ ...empty, var: ['c.1A>G'], gene: ['CFTR'] }],
        })}
      />,
    );
    const notice = screen.getByRole('region', { name: 'Some pages could not be read clearly' });
    expect(notice).toHaveTextContent('Page 2 (cut off)');
    expect(screen.getByText('1 variant found in your report')).toBeInTheDocument();
  });
});

describe('a document that is not a genetic report', () => {
  it('says so and lists nothing from it', async () => {
    const { container } = render(
      <ReportResultView
        result={result({ is_genetic_report: false, variant_like: ['c.123'] })}
        actions={<button type="button">Keep this file anyway</button>}
      />,
    );
    neverSaysNoVariants();
    const notice = screen.getByRole('region', {
      name: 'This does not look like a genetic test report',
    });
    expect(within(notice).getByRole('button', { name: 'Keep this file anyway' })).toBeVisible();
    expect(screen.queryByText('c.123')).toBeNull();
    expect(screen.queryByText(/looks like/)).toBeNull();
    await expectNoAxeViolations(container);
  });
});

describe('a negative report', () => {
  const negative = result({
    conclusion: 'negative',
    conclusion_statement: 'No mutations were identified.',
    listed_codes: [
      { text: 'c.5266dupC', where: 'tested_list' },
      { text: 'BRCA1', where: 'gene_list' },
    ],
    variant_like: ['c.68_69delAG'],
  });

  it('says no variants were found and keeps listed codes behind "Why are codes listed?"', async () => {
    const user = userEvent.setup();
    const { container } = render(<ReportResultView result={negative} />);
    expect(
      screen.getByRole('heading', { name: 'Your report found no variants' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your report says: “No mutations were identified.”')).toBeVisible();
    // Never as doubt: no "No Confirmed Variants", no "looks like", no "check".
    expect(screen.queryByText('No Confirmed Variants')).toBeNull();
    expect(screen.queryByText(/looks like/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Variants to check' })).toBeNull();
    const why = screen.getByRole('button', { name: 'Why are codes listed?' });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('c.5266dupC')).not.toBeVisible();
    await user.click(why);
    const codes = screen.getByRole('region', { name: 'Why are codes listed?' });
    expect(within(codes).getByText('In the list of variants the test looks for')).toBeVisible();
    expect(within(codes).getByText('c.5266dupC')).toBeVisible();
    expect(within(codes).getByText('In the list of genes tested')).toBeVisible();
    expect(within(codes).getByText('Elsewhere in the text')).toBeVisible();
    expect(within(codes).getByText('c.68_69delAG')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('has no disclosure when the report lists no codes', () => {
    render(<ReportResultView result={result({ conclusion: 'negative' })} />);
    expect(screen.getByRole('heading', { name: 'Your report found no variants' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Why are codes listed?' })).toBeNull();
  });
});

describe('a carrier result', () => {
  const hbb = {
    ...empty,
    var: ['c.20A>T', 'p.Glu7Val'],
    gene: ['HBB'],
    diseaseNames: ['Sickle cell disease', 'sickle cell disease'],
    classification: 'Pathogenic',
    zygosity: 'Heterozygous',
    inheritance: 'Autosomal recessive',
  };
  const carrier = result({
    conclusion: 'carrier',
    conclusion_statement: 'CARRIER',
    carrier_note: 'Carriers are typically healthy.',
    variants: [hbb],
  });

  it('says carrier, with zygosity, inheritance and the note, and names the disease once', async () => {
    const user = userEvent.setup();
    const { container } = render(<ReportResultView result={carrier} />);
    expect(
      screen.getByRole('heading', { name: 'Your report says you are a carrier' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your report says: “Carriers are typically healthy.”')).toBeVisible();
    const trigger = screen.getByRole('button', { name: /c\.20A>T/ });
    expect(trigger).toHaveTextContent('A change in one copy of the HBB gene.');
    expect(trigger).not.toHaveTextContent(/linked to/);
    // The disease is named once on the page before the details are opened, and once in them.
    const shown = () =>
      screen.queryAllByText(/sickle cell disease/i).filter((el) => el.closest('[hidden]') === null);
    expect(shown()).toHaveLength(1);
    await user.click(trigger);
    const panel = await screen.findByRole('region', { name: /c\.20A>T/ });
    expect(within(panel).getAllByText(/sickle cell disease/i)).toHaveLength(1);
    expect(within(panel).getByText('Zygosity: Heterozygous')).toBeVisible();
    expect(within(panel).getByText('Inheritance: Autosomal recessive')).toBeVisible();
    // Never a bare "Pathogenic" badge implying disease.
    expect(within(panel).queryByText('Classification: Pathogenic')).toBeNull();
    expect(
      within(panel).getByText(/classifies the variant itself as Pathogenic\. As a carrier/),
    ).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('adds no healthy-carrier wording the report does not give', () => {
    render(<ReportResultView result={result({ conclusion: 'carrier', variants: [hbb] })} />);
    expect(screen.queryByText(/healthy/)).toBeNull();
  });

  it('keeps the classification badge for a positive result', async () => {
    const user = userEvent.setup();
    render(<ReportResultView result={result({ conclusion: 'positive', variants: [hbb] })} />);
    expect(
      screen.getByRole('heading', { name: 'Your report gives a positive result' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: /c\.20A>T/ }));
    const panel = await screen.findByRole('region', { name: /c\.20A>T/ });
    expect(within(panel).getByText('Classification: Pathogenic')).toBeVisible();
    expect(screen.getByRole('button', { name: /c\.20A>T/ })).toHaveTextContent(
      'linked to Sickle cell disease.',
    );
  });
});

describe('other conclusions and findings', () => {
  it('explains a variant of uncertain significance', () => {
    render(
      <ReportResultView
        result={result({
          conclusion: 'uncertain',
          variants: [{ ...empty, var: ['c.1A>G'], gene: ['MYH7'], classification: 'VUS' }],
        })}
      />,
    );
    expect(
      screen.getByRole('heading', {
        name: 'Your report found a variant of uncertain significance',
      }),
    ).toBeVisible();
    expect(screen.getByText(/It is not a diagnosis/)).toBeVisible();
  });

  it('never says "no variants" for a stated positive whose finding was not read', () => {
    render(<ReportResultView result={result({ conclusion: 'positive' })} />);
    neverSaysNoVariants();
    expect(screen.getByText(/could not read the finding itself/)).toBeVisible();
    expect(reportResultKind(result({ conclusion: 'carrier' }))).toBe('statedOnly');
  });

  it('shows pharmacogenomic results as gene, diplotype and phenotype, not as variants', async () => {
    const { container } = render(
      <ReportResultView
        result={result({
          pharmacogenomics: [
            {
              gene: 'CYP2C19',
              diplotype: '*1/*2',
              phenotype: 'Intermediate metabolizer',
              snippet: 'CYP2C19 *1/*2 Intermediate metabolizer',
            },
            { gene: 'SLCO1B1', diplotype: '*1/*1', snippet: '' },
          ],
        })}
      />,
    );
    neverSaysNoVariants();
    expect(screen.queryByText(/variants? found/)).toBeNull();
    const table = screen.getByRole('table', { name: 'Pharmacogenomic results' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'GeneDiplotypeWhat it means',
      'CYP2C19*1/*2Intermediate metabolizer',
      'SLCO1B1*1/*1Not stated',
    ]);
    await expectNoAxeViolations(container);
  });

  it('shows an internal tandem duplication as such beside the variants', () => {
    render(
      <ReportResultView
        result={result({
          conclusion: 'positive',
          variants: [{ ...empty, var: ['c.1934dupG'], gene: ['ASXL1'] }],
          other_findings: [
            {
              kind: 'internal_tandem_duplication',
              gene: ['FLT3'],
              description: 'FLT3-ITD (allelic ratio 0.76)',
              classification: 'Tier 1',
              snippet: 'FLT3-ITD',
            },
          ],
        })}
      />,
    );
    expect(screen.getByText('1 variant found in your report')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Other findings' })).toBeVisible();
    expect(screen.getByText('FLT3-ITD (allelic ratio 0.76)')).toBeVisible();
    expect(screen.getByText('Internal tandem duplication')).toBeVisible();
    expect(screen.getByText('Gene: FLT3')).toBeVisible();
  });

  it("keeps general references apart from a variant's PubMed ids", async () => {
    const user = userEvent.setup();
    render(
      <ReportResultView
        result={result({
          variants: [{ ...empty, var: ['c.1A>G'], gene: ['CFTR'], PMID: ['2475911'] }],
          references: ['25741868'],
        })}
      />,
    );
    await user.click(screen.getByRole('button', { name: /c\.1A>G/ }));
    const panel = await screen.findByRole('region', { name: /c\.1A>G/ });
    expect(within(panel).getByText('2475911')).toBeVisible();
    expect(within(panel).queryByText(/25741868/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Articles your report cites' }));
    const refs = screen.getByRole('region', { name: 'Articles your report cites' });
    expect(within(refs).getByRole('link', { name: 'PubMed 25741868' })).toHaveAttribute(
      'href',
      'https://pubmed.ncbi.nlm.nih.gov/25741868/',
    );
  });

  it('reads a result stored before issue 23 as before', () => {
    const old = { run_id: 'r', variants: [], raw_text: 'x' } as GeneticReportResult;
    expect(reportResultKind(old)).toBe('noVariants');
    render(<ReportResultView result={old} />);
    expect(screen.getByRole('heading', { name: 'We Found No Variants to Show' })).toBeVisible();
  });

  it('survives malformed issue-23 fields', () => {
    render(
      <ReportResultView
        result={result({
          conclusion: 'maybe',
          reading: { unreadable_pages: [{ page: 'x' }, null] },
          pharmacogenomics: [{ gene: 3 }],
          other_findings: [{ kind: 'nonsense', description: 'x' }],
          listed_codes: 'c.1A>G',
          references: [5],
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'We Found No Variants to Show' })).toBeVisible();
  });
});
