import { describe, expect, it } from 'vitest';
import type { GeneticReportResult } from '@/components/report/report-result';
import { reportResultKind } from '@/components/report/report-result-kind';
import { ReportResultView } from '@/components/report/report-result-view';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen, within } from '../support/render';

const empty = { diseaseNames: [], refSeq: [], dbSNP: [], OMIM: [], PMID: [] };
const uncertain = {
  ...empty,
  var: ['c.1601C>A', 'p.Arg534Gln'],
  gene: ['F5'],
  uncertain: true,
  snippet: 'F5 c.1601C>A (p.Arg534Gln) heterozygous PATHOGENIC',
};
const found = {
  ...empty,
  var: ['c.1075A>C', 'p.Ile359Leu'],
  gene: ['CYP2C9'],
  classification: 'Likely pathogenic',
};

/** Results as the server sends them: the checks are fields the client type does not list. */
const result = (extra: Record<string, unknown>) =>
  ({ run_id: 'r', raw_text: 'text', variants: [], ...extra }) as GeneticReportResult;

describe('doubtful readings in the result view', () => {
  it('never shows an uncertain variant as a finding, and asks to check it', async () => {
    const { container } = render(
      <ReportResultView result={result({ uncertain_variants: [uncertain] })} />,
    );
    expect(screen.queryByText(/did not find a genetic variant/)).toBeNull();
    expect(screen.queryByText(/variants? found in your report/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'No Confirmed Variants' })).toBeInTheDocument();
    const box = screen.getByRole('region', { name: 'Variants to check' });
    expect(within(box).getByText('Please check these against your report')).toBeInTheDocument();
    expect(within(box).getByText('F5 c.1601C>A p.Arg534Gln')).toBeInTheDocument();
    expect(within(box).getByText('Please check this against your report.')).toBeInTheDocument();
    expect(
      within(box).getByText(/F5 c\.1601C>A \(p\.Arg534Gln\) heterozygous/),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('lists the doubtful readings apart from the confirmed variants', () => {
    render(
      <ReportResultView result={result({ variants: [found], uncertain_variants: [uncertain] })} />,
    );
    expect(screen.getByText('1 variant found in your report')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /c\.1075A>C/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /c\.1601C>A/ })).toBeNull();
    const box = screen.getByRole('region', { name: 'Variants to check' });
    expect(within(box).getByText('F5 c.1601C>A p.Arg534Gln')).toBeInTheDocument();
  });

  it('lists variant-like text instead of saying that no variant was detected', async () => {
    const { container } = render(
      <ReportResultView result={result({ variant_like: ['c.952G>A', 'g.70014091'] })} />,
    );
    expect(screen.queryByText(/did not find a genetic variant/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'No Confirmed Variants' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Variant-like text in your report' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['c.952G>A', 'g.70014091']);
    await expectNoAxeViolations(container);
  });

  it('keeps "We Found No Variants to Show" for a report without any variant-like text', () => {
    expect(reportResultKind(result({ variant_like: [], uncertain_variants: [] }))).toBe(
      'noVariants',
    );
    expect(reportResultKind(result({ variant_like: ['rs6025'] }))).toBe('unconfirmed');
    expect(reportResultKind(result({ variant_like: 'c.1A>G' }))).toBe('noVariants');
  });

  it('survives malformed checks', () => {
    render(
      <ReportResultView
        result={result({ uncertain_variants: [null, { var: 'x', snippet: 3 }], variant_like: [1] })}
      />,
    );
    const box = screen.getByRole('region', { name: 'Variants to check' });
    expect(within(box).getByText('Unreadable variant')).toBeInTheDocument();
  });
});
