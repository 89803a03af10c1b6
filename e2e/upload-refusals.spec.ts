import { expect, test } from '@playwright/test';
import { openReportStep } from './support/api-patient';
import { expectClearOfBars } from './support/focus-walk';

// Issue 30, row 4: every refusal of a report file is seen whole at 390 px, and as a toast.

test.use({ viewport: { width: 390, height: 844 } });

const refusals = [
  {
    what: 'a 12 MB PDF',
    file: {
      name: 'big-report.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(12 * 1024 * 1024, 0x20),
    },
    reason: 'This file is larger than 10MB. Please choose a smaller file.',
  },
  {
    what: 'a .txt file',
    file: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('BRCA1 c.68_69del') },
    reason: 'This file type is not supported. Please choose a PDF, JPG or PNG file.',
  },
  {
    what: 'a "PDF" the server refuses by its content',
    file: { name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') },
    reason: 'Only PDF, JPEG and PNG files can be processed',
  },
];

for (const refusal of refusals) {
  test(`${refusal.what}: the whole reason on screen, clear of the Back/Next bar, and a toast`, async ({
    page,
    request,
  }) => {
    const { step4 } = await openReportStep(page, request, 'refusal');
    await step4.doUpload(refusal.file);
    const toast = page.locator('[data-toast-id]').filter({ hasText: 'Upload Failed' });
    await expect(toast).toContainText(refusal.reason);
    const inline = page
      .getByRole('alert')
      .filter({ hasText: refusal.reason })
      .and(page.locator(':not([data-toast-id] *)'));
    await expectClearOfBars(inline.first());
  });
}
