import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GeneticReportResult } from '@/components/report/report-result';
import { ReportResultView } from '@/components/report/report-result-view';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen, within } from '../support/render';

const withVariants: GeneticReportResult = {
  run_id: 'run-1',
  processed_at: '2026-03-04T15:30:00',
  variants: [
    {
      var: ['NM_000492.4:c.1521_1523del', 'p.Phe508del'],
      gene: ['CFTR'],
      diseaseNames: ['Cystic fibrosis'],
      refSeq: ['NM_000492.4'],
      dbSNP: ['rs113993960'],
      OMIM: ['602421'],
      PMID: ['2475911'],
      classification: 'Pathogenic',
      zygosity: 'Heterozygous',
    },
    { var: [], gene: [], diseaseNames: [], refSeq: [], dbSNP: [], OMIM: [], PMID: [] },
  ],
  disease_options: [
    { name: 'Cystic fibrosis', id: 'OMIM:219700', description: 'A disorder of the lungs.' },
    { name: '', id: 'MONDO:0000001', description: '' },
  ],
  raw_text: 'Line one\nLine two',
};

describe('ReportResultView', () => {
  it('lists variants in an accordion that opens by keyboard', async () => {
    const user = userEvent.setup();
    const { container } = render(<ReportResultView result={withVariants} />);
    expect(screen.getByRole('heading', { name: 'Genetic Report Results' })).toBeInTheDocument();
    expect(screen.getByText('Processed on March 4, 2026 at 3:30 PM')).toBeInTheDocument();
    expect(screen.getByText('2 variants found in your report')).toBeInTheDocument();

    const first = screen.getByRole('button', { name: /NM_000492\.4:c\.1521_1523del/ });
    expect(first).toHaveTextContent('Gene: CFTR');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    const unknown = screen.getByRole('button', { name: /Unknown Variant/ });
    expect(unknown).toHaveTextContent('Gene: Not specified');

    first.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: /NM_000492\.4:c\.1521_1523del/ });
    for (const label of [
      'Variant Identifiers',
      'Associated Diseases',
      'Genes',
      'Reference Sequences',
      'dbSNP',
      'OMIM',
      'PubMed IDs',
    ]) {
      expect(within(panel).getByText(label)).toBeInTheDocument();
    }
    expect(within(panel).getByText('rs113993960')).toBeInTheDocument();
    expect(within(panel).getByText('Classification: Pathogenic')).toBeInTheDocument();
    expect(within(panel).getByText('Zygosity: Heterozygous')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows disease options in a scroll area of at most 300px with fallbacks', () => {
    render(<ReportResultView result={withVariants} />);
    expect(screen.getByRole('heading', { name: 'Disease Information' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Disease information' });
    expect(within(list).getByText('Unknown Disease')).toBeInTheDocument();
    expect(within(list).getByText('ID: OMIM:219700')).toBeInTheDocument();
    expect(within(list).getByText('A disorder of the lungs.')).toBeInTheDocument();
    expect(list.parentElement).toHaveStyle({ maxHeight: '300px' });
  });

  it('reveals the extracted text with its line breaks', async () => {
    const user = userEvent.setup();
    render(<ReportResultView result={withVariants} />);
    const toggle = screen.getByRole('button', { name: 'View full extracted text' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const text = within(screen.getByRole('region', { name: 'Extracted text' })).getByText(
      /Line one/,
    );
    expect(text.textContent).toBe('Line one\nLine two');
  });

  it('shows the single-value analysis with its badges', async () => {
    const result: GeneticReportResult = {
      var: 'c.1521_1523del',
      loc: 'chr7:117559590',
      cond: 'Cystic fibrosis',
      ClinVar: 'VCV000007105',
      OMIM: '219700',
      raw_text: 'Report text',
    };
    const { container } = render(<ReportResultView result={result} />);
    expect(screen.getByRole('heading', { name: 'Genetic Report Analysis' })).toBeInTheDocument();
    const term = (label: string) => screen.getByText(label, { selector: 'dt' });
    expect(term('Condition').nextElementSibling).toHaveTextContent('Cystic fibrosis');
    expect(term('Genetic Variant').nextElementSibling).toHaveTextContent('c.1521_1523del');
    expect(term('Variant Location').nextElementSibling).toHaveTextContent('chr7:117559590');
    expect(term('ClinVar ID').nextElementSibling).toHaveTextContent('VCV000007105');
    expect(term('OMIM ID').nextElementSibling).toHaveTextContent('219700');
    expect(screen.getByRole('button', { name: 'View full extracted text' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('hides ids that were not found in the single-value analysis', () => {
    render(
      <ReportResultView result={{ var: 'none', loc: 'none', cond: 'Marfan', OMIM: 'none' }} />,
    );
    expect(screen.getByRole('heading', { name: 'Genetic Report Analysis' })).toBeInTheDocument();
    expect(screen.queryByText('OMIM ID')).not.toBeInTheDocument();
    expect(screen.queryByText('ClinVar ID')).not.toBeInTheDocument();
    expect(screen.getAllByText('Not identified')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'View full extracted text' })).toBeNull();
  });

  it('says so when every single value is none, keeping the text and a disease list of at most 200px', async () => {
    const { container } = render(
      <ReportResultView
        result={{
          var: 'none',
          loc: 'none',
          cond: 'none',
          raw_text: 'Nothing here',
          disease_options: [{ name: 'Marfan syndrome', id: 'OMIM:154700', description: '' }],
        }}
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'No Genetic Information Found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No specific genetic variants were identified in the uploaded report.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View full extracted text' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Disease information' });
    expect(list.parentElement).toHaveStyle({ maxHeight: '200px' });
    await expectNoAxeViolations(container);
  });

  it('says what it did not find when the variants list is empty, never that the report has none', async () => {
    const { container } = render(<ReportResultView result={{ run_id: 'r', variants: [] }} />);
    expect(
      screen.getByRole('heading', { name: 'We Found No Variants to Show' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/This does not mean your report has none/)).toBeInTheDocument();
    expect(screen.queryByText(/variants were detected/i)).toBeNull();
    // "You can still continue" belongs to the onboarding step, not to the dashboard's report page
    expect(screen.queryByText(/You can still continue/)).toBeNull();
    expect(screen.queryByText('Disease Information')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says the patient can still go on only in the onboarding step', () => {
    render(<ReportResultView result={{ run_id: 'r', variants: [] }} whileOnboarding />);
    expect(screen.getByText(/You can still continue/)).toBeInTheDocument();
  });

  it('survives malformed input without crashing', () => {
    const malformed = {
      processed_at: 'not a date',
      variants: [{ var: 'oops', gene: null }],
      disease_options: 'nope',
    } as unknown as GeneticReportResult;
    render(<ReportResultView result={malformed} />);
    expect(screen.getByText('1 variant found in your report')).toBeInTheDocument();
    expect(screen.queryByText(/Processed on/)).toBeNull();
    expect(screen.getByRole('button', { name: /Unknown Variant/ })).toBeInTheDocument();
  });
});
