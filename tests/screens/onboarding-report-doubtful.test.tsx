import type { ReportResult } from '@contract/report';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { screen, within } from '../support/render';
import { renderOnboarding } from './onboarding-harness';

const reportPath = '/onboarding/genetic-report';
const photo = () => new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' });
const base: ReportResult = {
  run_id: 'run-1',
  processed_at: '2026-01-05T10:00:00Z',
  raw_text: 'R3SULT P0S~',
  variants: [],
  disease_options: [],
};
const fileInput = () => screen.getByTestId('report-file-input');

async function uploadAnswer(result: ReportResult) {
  const view = renderOnboarding({ redirectPath: reportPath, uploadReport: async () => result });
  await screen.findByRole('heading', { level: 1, name: 'Genetic Report' });
  await userEvent.click(screen.getByText('Yes'));
  await userEvent.upload(fileInput(), photo());
  return view;
}

describe('Step 4 tells the truth about a doubtful upload (issue 23)', () => {
  it('an unreadable photo: no success, no "no variants", Next locked until kept', async () => {
    const { container } = await uploadAnswer({
      ...base,
      readable: false,
      reading: {
        source: 'ocr',
        pages: 1,
        unreadable_pages: [{ page: 1, reason: 'blurred' }],
        reason: 'blurred',
      },
    });
    const notice = await screen.findByRole('region', {
      name: 'We could not read your report clearly',
    });
    expect(screen.queryByText('Report uploaded successfully')).toBeNull();
    expect(screen.queryByText(/We Found No Variants/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Next: Book Appointment' })).toBeDisabled();
    expect(within(notice).getByRole('button', { name: 'Choose another file' })).toBeVisible();
    await expectNoAxeViolations(container);

    await userEvent.click(within(notice).getByRole('button', { name: 'Keep this file anyway' }));

    expect(await screen.findByText(/You chose to keep this file/)).toBeVisible();
    expect(screen.queryByText('Report uploaded successfully')).toBeNull();
    expect(screen.getByRole('button', { name: 'Next: Book Appointment' })).toBeEnabled();
  });

  it('not a genetic report: says so, and another file can be chosen', async () => {
    const { uploads } = await uploadAnswer({ ...base, is_genetic_report: false });
    const notice = await screen.findByRole('region', {
      name: 'This does not look like a genetic test report',
    });
    expect(screen.getByRole('button', { name: 'Next: Book Appointment' })).toBeDisabled();
    expect(within(notice).getByRole('button', { name: 'Choose another file' })).toBeVisible();
    await userEvent.upload(
      fileInput(),
      new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }),
    );
    expect(uploads.map((file) => file.name)).toEqual(['photo.jpg', 'report.pdf']);
  });
});
