import { emptyProfile, type UserProfile } from '@contract/profile/profile';
import type { ReportResult } from '@contract/report';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { YourDataCard } from '@/features/dashboard/settings/your-data-card';
import { SummaryPage } from '@/features/dashboard/summary/summary-page';
import { richReportResult } from '../../scripts/lib/export-patients';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen, within } from '../support/render';

const richProfile = (): UserProfile => ({
  ...emptyProfile('maya@example.com', 'Maya O.'),
  firstName: 'Maya',
  lastName: 'Okafor-Lindqvist',
  pronouns: 'she/her',
  dateOfBirth: '1994-03-17',
  gender: 'female',
  state: 'MI',
  hasBeenDiagnosed: true,
  primaryCondition: 'Cystic fibrosis',
  yearOfDiagnosis: '1996',
  primarySymptoms: [
    { text: 'Chronic cough', hpo_id: 'HP:0012735' },
    'Salty-tasting skin',
  ] as unknown as string[],
  medications: ['Dornase alfa'],
  otherConditions: ['CF-related diabetes'],
  familyHistory: 'Younger brother also has cystic fibrosis.',
  hasGeneticReport: true,
  appointmentDate: '2026-12-08T15:30:00.000Z',
  latestReportId: 'run-1',
});

function renderSummary(profile: UserProfile, report: ReportResult | null) {
  const onPrint = vi.fn();
  const view = render(
    <SummaryPage
      status="ready"
      profile={profile}
      report={report}
      preparedAt={new Date('2026-11-27T12:00:00Z')}
      onPrint={onPrint}
      onRetry={() => {}}
    />,
  );
  return { ...view, onPrint };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('YourDataCard', () => {
  it('downloads each format and opens the summary', async () => {
    const onDownload = vi.fn();
    render(<YourDataCard downloading={null} failed={null} onDownload={onDownload} />);
    await userEvent.click(screen.getByRole('button', { name: /FHIR/ }));
    await userEvent.click(screen.getByRole('button', { name: /Phenopacket/ }));
    expect(onDownload.mock.calls).toEqual([['fhir'], ['phenopacket']]);
    expect(screen.getByRole('link', { name: 'Open the pre-visit summary' })).toHaveAttribute(
      'href',
      '/dashboard/summary',
    );
  });

  it('says which file is being prepared, and which one failed', async () => {
    const { rerender, container } = render(
      <YourDataCard downloading="fhir" failed={null} onDownload={() => {}} />,
    );
    expect(screen.getByRole('button', { name: /Preparing your file/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: /Phenopacket/ })).toBeDisabled();
    rerender(<YourDataCard downloading={null} failed="phenopacket" onDownload={() => {}} />);
    expect(screen.getByText(/Phenopacket file could not be downloaded/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

describe('SummaryPage', () => {
  it('reads out the patient, the diagnosis, symptoms with HPO terms, the variants and the appointment', async () => {
    const { container, onPrint } = renderSummary(richProfile(), richReportResult());
    expect(within(section('Patient')).getByText('Maya Okafor-Lindqvist')).toBeInTheDocument();
    expect(within(section('Diagnosis')).getByText('Cystic fibrosis')).toBeInTheDocument();
    expect(within(section('Diagnosis')).getByText('1996')).toBeInTheDocument();
    expect(within(section('Symptoms')).getByText(/HPO HP:0012735/)).toBeInTheDocument();
    expect(within(section('Symptoms')).getByText('Salty-tasting skin')).toBeInTheDocument();
    const rows = within(section('Genetic test results')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('CFTR');
    expect(rows[1]).toHaveTextContent('c.1521_1523delCTT');
    expect(rows[1]).toHaveTextContent('NM_000492.4');
    expect(rows[2]).toHaveTextContent('p.Gly551Asp');
    expect(section('Genetic test results')).not.toHaveTextContent('3718-2477');
    expect(section('Genetic test results')).toHaveTextContent(
      '1 more reading could not be confirmed',
    );
    expect(section('Appointment')).toHaveTextContent('December 8, 2026');
    expect(screen.queryByRole('region', { name: 'Medical checklist' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(onPrint).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('shows the checklist answers of a checklist patient, and no report', () => {
    renderSummary(
      {
        ...emptyProfile('j@example.com', 'Jonah'),
        hasGeneticReport: false,
        checklistItems: ['severeHypotonia', 'refractorySeizures'],
      },
      null,
    );
    const checklist = section('Medical checklist');
    expect(within(checklist).getByText('Severe hypotonia')).toBeInTheDocument();
    expect(checklist).toHaveTextContent('Answered no to the other 9 questions.');
    expect(section('Genetic test results')).toHaveTextContent('No genetic testing report on file.');
  });

  it('says "Not given" for an empty new account rather than inventing anything', () => {
    renderSummary(emptyProfile('new@example.com', 'New Patient'), null);
    expect(within(section('Symptoms')).getByText('Not given')).toBeInTheDocument();
    expect(section('Diagnosis')).toHaveTextContent('No clinical diagnosis yet');
    expect(section('Appointment')).toHaveTextContent('No appointment booked.');
  });

  it('tells an unreadable report apart from one without findings', () => {
    renderSummary(richProfile(), { ...richReportResult(), readable: false } as ReportResult);
    expect(section('Genetic test results')).toHaveTextContent('could not be read clearly');
    expect(screen.queryAllByRole('row')).toHaveLength(0);
  });
});
