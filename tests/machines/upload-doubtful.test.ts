import type { ReportResult } from '@contract/report';
import { selectUploadResult } from '@machines/upload/selectors';
import { describe, expect, it } from 'vitest';
import { settle } from './support/controllable';
import { reportResult } from './support/fixtures';
import { spec } from './support/spec-texts';
import { reportJob, startUpload } from './support/upload-harness';

/** The toasts as the patient reads them (English). */
const shown = {
  unreadable: {
    title: 'Your report could not be read clearly',
    description: 'Your file is kept. See below why, and how to take a clearer photo.',
    variant: 'destructive',
  },
  notReport: {
    title: 'This does not look like a genetic test report',
    description: 'Choose another file, or keep this one.',
  },
};

const unreadable = (): ReportResult => ({
  ...reportResult('run-blur', 0),
  readable: false,
  is_genetic_report: true,
  conclusion: 'not_stated',
  reading: { source: 'ocr', pages: 1, unreadable_pages: [{ page: 1, reason: 'blurred' }] },
});
const recipe = (): ReportResult => ({
  ...reportResult('run-cake', 0),
  readable: true,
  is_genetic_report: false,
});

describe('upload machine: a report that could not be read, or is not a report (issue 23)', () => {
  it('never says "Processed Successfully" for a failed reading, and waits for the patient', async () => {
    const { select, upload, status, snapshot, runIds, sentToParent, toasts } = startUpload();
    select();
    upload.last().resolve(unreadable());
    await settle();

    expect(status()).toBe('doubtful');
    expect(selectUploadResult(snapshot())).toEqual(unreadable());
    expect(runIds).toEqual(['run-blur']);
    expect(toasts).toEqual([shown.unreadable]);
    expect(toasts[0]?.title).not.toMatch(/success/i);
    // Not the report on file yet: "Next" stays locked.
    expect(sentToParent('report.uploaded')).toEqual([]);
  });

  it('says a document is not a genetic report, and counts it once the patient keeps it', async () => {
    const { select, actor, upload, status, sentToParent, toasts } = startUpload();
    select();
    upload.last().resolve(recipe());
    await settle();
    expect(status()).toBe('doubtful');
    expect(toasts).toEqual([shown.notReport]);

    actor.send({ type: 'report.kept' });

    expect(status()).toBe('success');
    expect(sentToParent('report.uploaded')).toEqual([
      { type: 'report.uploaded', result: recipe() },
    ]);
  });

  it('starts over when the patient chooses another file instead', async () => {
    const { select, upload, status, sentToParent, toasts } = startUpload();
    select();
    upload.last().resolve(recipe());
    await settle();

    select();
    upload.last().resolve(reportResult('run-real', 1));
    await settle();

    expect(status()).toBe('success');
    expect(sentToParent('report.uploaded')).toEqual([
      { type: 'report.uploaded', result: reportResult('run-real', 1) },
    ]);
    expect(toasts.at(-1)).toEqual(spec.reportProcessed(1));
  });

  it('holds a queued report read as unreadable the same way', async () => {
    const { select, upload, poll, clock, status, sentToParent } = startUpload();
    select();
    upload.last().resolve(reportJob({ status: 'reading' }));
    await settle();
    clock.increment(1000);
    poll.last().resolve(unreadable());
    await settle();

    expect(status()).toBe('doubtful');
    expect(sentToParent('report.uploaded')).toEqual([]);
  });

  it('ignores "keep" unless a doubtful result is shown', async () => {
    const { actor, select, upload, status, sentToParent } = startUpload();
    actor.send({ type: 'report.kept' });
    select();
    upload.last().resolve(reportResult('run-1'));
    await settle();
    actor.send({ type: 'report.kept' });

    expect(status()).toBe('success');
    expect(sentToParent('report.uploaded')).toHaveLength(1);
  });
});

describe('upload machine: coming back during a reading (issue 23 item 8)', () => {
  it('tells the step the patient has a report when a reading is found under way', async () => {
    const { waiting, status, sentToParent } = startUpload(null);
    waiting.last().resolve(reportJob({ status: 'reading' }));
    await settle();

    expect(status()).toBe('reading');
    expect(sentToParent('report.resumed')).toEqual([{ type: 'report.resumed' }]);
  });

  it('tells the step nothing when nothing waits', async () => {
    const { waiting, status, sentToParent } = startUpload(null);
    waiting.last().resolve(null);
    await settle();

    expect(status()).toBe('idle');
    expect(sentToParent('report.resumed')).toEqual([]);
  });
});
