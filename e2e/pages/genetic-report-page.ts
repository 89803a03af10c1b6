import { expect, type Locator, type Page } from '@playwright/test';
import { OnboardingLayout, steps } from './onboarding-layout';

/** The spec's "{n} variant(s)", written as proper English (docs/deviations.md). */
export const variantCountText = (n: number) =>
  `${n} ${n === 1 ? 'variant' : 'variants'} found in your report`;

const onItsWay =
  /^(Processing your report\.\.\.|Reading your report\.\.\.|Your report is next|\d+ reports? ahead of yours)$/;

const question = "Do you have a clinical genetics testing report that you'd like to upload?";

/** Step 4 at /onboarding/genetic-report, with the upload area and the result view. */
export class GeneticReportPage extends OnboardingLayout {
  constructor(page: Page) {
    super(page);
  }

  get next(): Locator {
    return this.page.getByRole('button', { name: 'Next: Book Appointment' });
  }

  async seeIt(): Promise<void> {
    await this.seeStep(steps.geneticReport);
  }

  async doAnswer(hasReport: boolean): Promise<void> {
    const group = this.page.getByRole('radiogroup', { name: question });
    await group.getByText(hasReport ? 'Yes' : 'No', { exact: true }).click();
  }

  async seeUploadArea(): Promise<void> {
    await expect(this.page.getByRole('button', { name: 'Browse files' })).toBeVisible();
    await expect(this.page.getByText('PDF, JPG, PNG up to 10MB')).toBeVisible();
    await expect(
      this.page.getByText('Or take a photo of your report with your phone'),
    ).toBeVisible();
  }

  async doUpload(file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.getByTestId('report-file-input').setInputFiles(file);
  }

  /**
   * The report is on its way: "Processing your report..." while it goes up, then its place in the
   * queue or "Reading your report...". The upload's own moment can be too short to catch.
   */
  async seeProcessing(): Promise<void> {
    await expect(this.page.getByText(onItsWay)).toBeVisible();
  }

  async seeUploadFailed(): Promise<void> {
    await expect(
      this.page.getByText('There was an error uploading your file. Please try again.'),
    ).toBeVisible();
  }

  async seeVariantResults(variantCount: number): Promise<void> {
    const results = this.page.getByText('Genetic Report Results');
    const crashed = this.page.getByRole('heading', { name: 'Unexpected Application Error!' });
    const failed = this.page.getByText('There was an error uploading your file. Please try again.');
    // Fail at once on the error page or the upload error instead of waiting out the extraction.
    await expect(results.or(crashed).or(failed)).toBeVisible({ timeout: 90_000 });
    await expect(crashed).toHaveCount(0);
    await expect(failed).toHaveCount(0);
    await expect(results).toBeVisible();
    await expect(this.page.getByText(/^Processed on /)).toBeVisible();
    await expect(
      this.page.getByText(variantCountText(variantCount), { exact: true }),
    ).toBeVisible();
  }

  async doNext(): Promise<void> {
    await this.next.click();
  }

  /** "No" with a report on file: step 4 asks before the report is deleted (issue 23). */
  async doConfirmRemoval(): Promise<void> {
    const dialog = this.page.getByRole('alertdialog', { name: 'Delete your report?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete report and continue' }).click();
    await expect(dialog).toHaveCount(0);
  }
}
