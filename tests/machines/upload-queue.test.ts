import { selectUploadErrorText, selectUploadResult } from '@machines/upload/selectors';
import { describe, expect, it } from 'vitest';
import { settle } from './support/controllable';
import { reportResult } from './support/fixtures';
import { words } from './support/in-english';
import { apiError, networkError } from './support/recorders';
import { spec } from './support/spec-texts';
import { reportJob, startUpload } from './support/upload-harness';

const jobUrl = '/api/genetic-report/jobs/job-1';

/** An upload the server has queued (202) with `ahead` reports before it. */
async function queued(ahead = 2) {
  const started = startUpload();
  started.select();
  started.upload.last().resolve(reportJob({ ahead }));
  await settle();
  return started;
}

describe('upload machine: a report in the queue (issue 15)', () => {
  it('shows its place in line, "2 reports ahead of yours", with no measure made up', async () => {
    const { status, activity, percent, pages, poll } = await queued(2);

    expect(status()).toBe('queued');
    expect(activity()).toBe('2 reports ahead of yours');
    expect(percent()).toBeNull();
    expect(pages()).toBeNull();
    expect(poll.calls).toHaveLength(0);
  });

  it('asks about the job at its status_url about once a second', async () => {
    const { clock, poll } = await queued();

    clock.increment(999);
    expect(poll.calls).toHaveLength(0);
    clock.increment(1);
    expect(poll.calls).toHaveLength(1);
    expect(poll.last().input).toEqual({ statusUrl: jobUrl });

    poll.last().resolve(reportJob({ ahead: 1 }));
    await settle();
    clock.increment(1000);
    expect(poll.calls).toHaveLength(2);
  });

  it('updates the place in line: "1 report ahead of yours", then "Your report is next"', async () => {
    const { clock, poll, activity, status } = await queued(2);

    clock.increment(1000);
    poll.last().resolve(reportJob({ ahead: 1 }));
    await settle();
    expect(activity()).toBe('1 report ahead of yours');

    clock.increment(1000);
    poll.last().resolve(reportJob({ ahead: 0 }));
    await settle();
    expect(status()).toBe('queued');
    expect(activity()).toBe('Your report is next');
  });

  it('says "Reading your report..." with pages read of all pages when the server counts them', async () => {
    const { clock, poll, activity, status, percent, pages } = await queued(0);

    clock.increment(1000);
    poll.last().resolve(reportJob({ status: 'reading', ahead: 0, pages_read: 3, pages: 10 }));
    await settle();

    expect(status()).toBe('reading');
    expect(activity()).toBe('Reading your report...');
    expect(percent()).toBe(30);
    expect(pages()).toBe('3 of 10 pages read');
  });

  it('keeps the bar busy, with no percentage, while reading a report whose pages are not counted', async () => {
    const { clock, poll, status, percent, pages } = await queued(0);

    clock.increment(1000);
    poll.last().resolve(reportJob({ status: 'reading', ahead: 0 }));
    await settle();

    expect(status()).toBe('reading');
    expect(percent()).toBeNull();
    expect(pages()).toBeNull();
  });

  it('goes straight to reading when the upload is answered with a job already being read', async () => {
    const { select, upload, status } = startUpload();
    select();

    upload.last().resolve(reportJob({ status: 'reading', ahead: 0, pages_read: 0, pages: 2 }));
    await settle();

    expect(status()).toBe('reading');
  });

  it('shows the report queued again when the server puts it back in line (a restart re-runs it)', async () => {
    const { clock, poll, status, activity } = await queued(0);
    clock.increment(1000);
    poll.last().resolve(reportJob({ status: 'reading', ahead: 0 }));
    await settle();

    clock.increment(1000);
    poll.last().resolve(reportJob({ status: 'queued', ahead: 1 }));
    await settle();

    expect(status()).toBe('queued');
    expect(activity()).toBe('1 report ahead of yours');
  });

  it('shows the result when the job is read: run id stored, step told, variants counted, polling over', async () => {
    const { clock, poll, status, snapshot, runIds, sentToParent, toasts } = await queued();

    clock.increment(1000);
    poll.last().resolve(reportResult('run-8', 2));
    await settle();

    expect(status()).toBe('success');
    expect(selectUploadResult(snapshot())).toEqual(reportResult('run-8', 2));
    expect(snapshot().context.job).toBeNull();
    expect(runIds).toEqual(['run-8']);
    expect(sentToParent('report.uploaded')).toEqual([
      { type: 'report.uploaded', result: reportResult('run-8', 2) },
    ]);
    expect(toasts).toEqual([spec.reportProcessed(2)]);
    clock.increment(10_000);
    expect(poll.calls).toHaveLength(1);
  });

  it("shows the server's reason when it could not read the report, and stops asking", async () => {
    const { clock, poll, status, snapshot, toasts, runIds } = await queued();

    clock.increment(1000);
    poll.last().reject(apiError(422, 'We could not read any text in this file.'));
    await settle();

    expect(status()).toBe('error');
    expect(words(selectUploadErrorText(snapshot()))).toBe(
      'We could not read any text in this file.',
    );
    expect(toasts).toEqual([
      { ...spec.uploadFailed, description: 'We could not read any text in this file.' },
    ]);
    expect(runIds).toEqual([]);
    clock.increment(30_000);
    expect(poll.calls).toHaveLength(1);
  });

  it('a server fault while polling is an error, not a lost connection', async () => {
    const { clock, poll, status, toasts } = await queued();

    clock.increment(1000);
    poll.last().reject(apiError(500));
    await settle();

    expect(status()).toBe('error');
    expect(toasts).toEqual([spec.uploadFailed]);
  });
});

describe('upload machine: a lost connection while the report is in the queue', () => {
  /** The API client has already retried for 15 s when it rejects as unreachable. */
  async function lostConnection() {
    const started = await queued();
    started.clock.increment(1000);
    started.poll.last().reject(networkError());
    await settle();
    return started;
  }

  it('says the connection is lost, keeps the job and stops asking', async () => {
    const { clock, poll, status, snapshot, toasts } = await lostConnection();

    expect(status()).toBe('connectionLost');
    expect(snapshot().context.job).toEqual(reportJob());
    expect(words(selectUploadErrorText(snapshot()))).toMatch(/lost the connection/);
    expect(toasts).toEqual([expect.objectContaining({ title: 'Connection lost' })]);
    clock.increment(60_000);
    expect(poll.calls).toHaveLength(1);
  });

  it('"Check again" asks about the same job at once, and goes on to the result', async () => {
    const { poll, status, actor } = await lostConnection();

    actor.send({ type: 'job.retried' });

    expect(poll.calls).toHaveLength(2);
    expect(poll.last().input).toEqual({ statusUrl: jobUrl });
    poll.last().resolve(reportResult('run-9'));
    await settle();
    expect(status()).toBe('success');
  });

  it('"Check again" that still finds no connection comes back to the message', async () => {
    const { poll, status, actor } = await lostConnection();

    actor.send({ type: 'job.retried' });
    poll.last().reject(networkError());
    await settle();

    expect(status()).toBe('connectionLost');
  });
});

describe('upload machine: cancelling a queued report', () => {
  it('Cancel while queued deletes the job, stops asking and returns to the drop area', async () => {
    const { clock, poll, actor, status, cancelled, snapshot } = await queued();
    clock.increment(1000);
    const inFlight = poll.last();

    actor.send({ type: 'upload.cancelled' });

    expect(status()).toBe('idle');
    expect(cancelled).toEqual([jobUrl]);
    expect(inFlight.signal.aborted).toBe(true);
    expect(snapshot().context.job).toBeNull();
    clock.increment(10_000);
    expect(poll.calls).toHaveLength(1);
  });

  it('Cancel while reading deletes the job too', async () => {
    const { select, upload, actor, cancelled } = startUpload();
    select();
    upload.last().resolve(reportJob({ status: 'reading', ahead: 0 }));
    await settle();

    actor.send({ type: 'upload.cancelled' });

    expect(cancelled).toEqual([jobUrl]);
  });

  it('Cancel after the connection was lost deletes the job', async () => {
    const { clock, poll, actor, status, cancelled, snapshot } = await queued();
    clock.increment(1000);
    poll.last().reject(networkError());
    await settle();
    expect(status()).toBe('connectionLost');

    actor.send({ type: 'upload.cancelled' });

    expect(status()).toBe('idle');
    expect(cancelled).toEqual([jobUrl]);
    expect(snapshot().context).toMatchObject({ file: null, job: null, result: null });
  });

  it('another file after the connection was lost deletes the old job', async () => {
    const { clock, poll, select, status, cancelled } = await queued();
    clock.increment(1000);
    poll.last().reject(networkError());
    await settle();

    select();

    expect(status()).toBe('sending');
    expect(cancelled).toEqual([jobUrl]);
  });

  it('another file while queued deletes the old job, sends the new file and ignores the old answer', async () => {
    const { clock, poll, upload, select, status, cancelled, runIds } = await queued();
    clock.increment(1000);
    const oldPoll = poll.last();

    select();

    expect(cancelled).toEqual([jobUrl]);
    expect(status()).toBe('sending');
    expect(upload.calls).toHaveLength(2);
    oldPoll.resolve(reportResult('run-old'));
    await settle();
    expect(status()).toBe('sending');
    expect(runIds).toEqual([]);
  });

  it('a file chosen after a success deletes nothing (the job is over)', async () => {
    const { clock, poll, select, cancelled } = await queued();
    clock.increment(1000);
    poll.last().resolve(reportResult());
    await settle();

    select();

    expect(cancelled).toEqual([]);
  });
});

describe('upload machine: pages read are shown only when the server counts them sensibly', () => {
  async function readingWith(counts: { pages_read?: number; pages?: number }) {
    const started = await queued(0);
    started.clock.increment(1000);
    started.poll.last().resolve(reportJob({ status: 'reading', ahead: 0, ...counts }));
    await settle();
    return started;
  }

  it.each([
    ['no page count', { pages_read: 3 }],
    ['no pages read', { pages: 10 }],
    ['no pages at all', { pages_read: 0, pages: 0 }],
    ['a negative count', { pages_read: -1, pages: 10 }],
  ])('keeps the bar busy with %s', async (_, counts) => {
    const { status, percent, pages } = await readingWith(counts);
    expect(status()).toBe('reading');
    expect(percent()).toBeNull();
    expect(pages()).toBeNull();
  });

  it('never says more pages were read than there are', async () => {
    const { percent, pages } = await readingWith({ pages_read: 12, pages: 10 });
    expect(percent()).toBe(100);
    expect(pages()).toBe('10 of 10 pages read');
  });

  it('counts the first page read as soon as it is read', async () => {
    const { percent, pages } = await readingWith({ pages_read: 1, pages: 4 });
    expect(percent()).toBe(25);
    expect(pages()).toBe('1 of 4 pages read');
  });

  it('shows no page count while the report waits, even if the server sent one', async () => {
    const { clock, poll, status, percent, pages } = await queued(1);
    clock.increment(1000);
    poll.last().resolve(reportJob({ status: 'queued', ahead: 1, pages_read: 2, pages: 10 }));
    await settle();
    expect(status()).toBe('queued');
    expect(percent()).toBeNull();
    expect(pages()).toBeNull();
  });
});
