import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { richAnswers } from '../scripts/lib/export-patients';
import { textPdf } from '../scripts/lib/qa/report-files';
import { registerThroughApi, signInWithToken } from './support/api-patient';
import { checkScreenInEveryLook } from './support/screen-check';

// Issue 27 items 4 and 5: "Your data" in Settings downloads both exports and opens the pre-visit
// summary, which prints on at most two Letter or A4 pages with no navigation.

const reportLines = [
  'Clinical Genetic Testing Report - CFTR full gene analysis',
  'RESULT: POSITIVE',
  'Gene: CFTR   Variant: NM_000492.4:c.1521_1523del (p.Phe508del)   Heterozygous   Pathogenic',
  'Gene: CFTR   Variant: NM_000492.4:c.1652G>A (p.Gly551Asp)   Heterozygous   Pathogenic',
  'Associated condition: Cystic fibrosis',
];

async function richPatient(page: Page, request: Parameters<typeof registerThroughApi>[0]) {
  const patient = await registerThroughApi(request, 'export');
  const headers = { Authorization: `Bearer ${patient.token}` };
  const saved = await request.post('/api/user/onboarding', { headers, data: richAnswers });
  expect(saved.status()).toBe(200);
  const uploaded = await request.post('/api/user/process-document', {
    headers,
    multipart: {
      file: { name: 'report.pdf', mimeType: 'application/pdf', buffer: textPdf(reportLines) },
    },
  });
  expect(uploaded.status()).toBe(200);
  await signInWithToken(page, patient, '/dashboard/settings');
  return patient;
}

/** Pages of a PDF: pdfinfo where Poppler is installed, else the page objects counted. */
function pageCount(file: string): number {
  try {
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  } catch {
    return (readFileSync(file, 'latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
  }
}

test('Your data: both exports download as files, and the summary prints on two pages at most', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await richPatient(page, request);
  const card = page.getByRole('heading', { name: 'Your data' }).locator('xpath=ancestor::*[3]');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();

  for (const [button, file, type] of [
    [/FHIR/, 'herd-health-record.fhir.json', 'Bundle'],
    [/Phenopacket/, 'herd-health-phenopacket.json', undefined],
  ] as const) {
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: button }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(file);
    const body = JSON.parse(readFileSync((await saved.path()) as string, 'utf8'));
    if (type) expect(body.resourceType).toBe(type);
    expect(JSON.stringify(body)).toContain('c.1652G>A');
  }

  await page.getByRole('link', { name: 'Open the pre-visit summary' }).click();
  await expect(page).toHaveURL(/\/dashboard\/summary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pre-visit summary' })).toBeVisible();
  const results = page.getByRole('region', { name: 'Genetic test results' });
  await expect(results.getByRole('row')).toHaveCount(3);

  await checkScreenInEveryLook(page, testInfo, 'summary');

  // Print: the page alone, no navigation; at most two pages on Letter and on A4.
  await page.emulateMedia({ media: 'print', colorScheme: 'light' });
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  for (const format of ['Letter', 'A4'] as const) {
    const file = testInfo.outputPath(`summary-${format}.pdf`);
    await page.pdf({ path: file, format, preferCSSPageSize: true });
    const pages = pageCount(file);
    console.log(`summary printed on ${format}: ${pages} page(s) (${file})`);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
  }
  // Printed from the dark theme, the paper still carries dark text on white.
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  const darkFile = testInfo.outputPath('summary-Letter-dark.pdf');
  await page.pdf({ path: darkFile, format: 'Letter' });
  expect(pageCount(darkFile)).toBeLessThanOrEqual(2);
  const color = await page
    .getByRole('region', { name: 'Diagnosis' })
    .getByText('Cystic fibrosis', { exact: true })
    .evaluate((element) => getComputedStyle(element).color);
  expect(color).toBe('rgb(17, 17, 17)');

  // The address is the page: a reload opens the summary again.
  await page.emulateMedia({ media: 'screen' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Pre-visit summary' })).toBeVisible();
  await expect(results.getByRole('row')).toHaveCount(3);
});
