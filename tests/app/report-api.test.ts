import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

type ReportApi = typeof import('@/api/report-api');
let api: ReportApi;
const sent: Request[] = [];

beforeAll(async () => {
  vi.stubEnv('VITE_API_BASE', 'http://api.test');
  api = await import('@/api/report-api');
});

afterEach(() => {
  vi.unstubAllGlobals();
  sent.length = 0;
});

function serverAnswers(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      // A real fetch reads the body it sends; ky waits for that.
      await request.arrayBuffer();
      sent.push(request);
      return status === 204 ? new Response(null, { status }) : Response.json(body, { status });
    }),
  );
}

const job = {
  job_id: 'job-1',
  status: 'queued',
  ahead: 2,
  status_url: '/api/genetic-report/jobs/job-1',
};
const result = {
  run_id: 'run-1',
  processed_at: '2026-01-05T10:00:00Z',
  variants: [],
  disease_options: [],
  raw_text: '',
};
const pdf = () => new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' });

describe('report API: the queue contract (contract/report.ts reportJobSchema)', () => {
  it('asks for an answer at once (Prefer: respond-async) and reads a 202 as the job', async () => {
    serverAnswers(202, job);

    await expect(api.uploadReport(pdf())).resolves.toEqual(job);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url).toBe('http://api.test/api/user/process-document');
    expect(sent[0]?.headers.get('Prefer')).toBe('respond-async');
  });

  it('names each upload, and a cancel before its answer also DELETEs that name (issue 23)', async () => {
    const requests: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        requests.push(request);
        // A real fetch reads the body it sends; ky waits for that.
        await request.arrayBuffer();
        if (request.method === 'DELETE') return new Response(null, { status: 204 });
        // The file is still being sent when the patient cancels: no answer comes.
        return new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        );
      }),
    );
    const cancel = new AbortController();
    const upload = api.uploadReport(pdf(), cancel.signal);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    const uploadId = requests[0]?.headers.get('Upload-Id');
    expect(uploadId).toMatch(/^[0-9a-f-]{36}$/);
    cancel.abort();
    await expect(upload).rejects.toBeDefined();
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.method).toBe('DELETE');
    expect(requests[1]?.url).toBe(`http://api.test/api/genetic-report/jobs/${uploadId}`);
  });

  it('sends no DELETE when the upload was answered before the step let it go', async () => {
    serverAnswers(202, job);
    const done = new AbortController();
    await api.uploadReport(pdf(), done.signal);
    done.abort();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent.map((request) => request.method)).toEqual(['POST']);
  });

  it('reads a 200 as the result (a server without a queue)', async () => {
    serverAnswers(200, result);

    await expect(api.uploadReport(pdf())).resolves.toEqual(result);
  });

  it('refuses a 202 that is not a job, and a 200 that is not a result', async () => {
    serverAnswers(202, result);
    await expect(api.uploadReport(pdf())).rejects.toMatchObject({ status: 202, detail: null });
    serverAnswers(200, job);
    await expect(api.fetchReportJob(job.status_url)).rejects.toMatchObject({ status: 200 });
  });

  it("polls the job's status_url, and a failed job rejects with the server's reason", async () => {
    serverAnswers(202, { ...job, status: 'reading', pages_read: 1, pages: 4 });
    await expect(api.fetchReportJob(job.status_url)).resolves.toMatchObject({ pages: 4 });
    expect(sent[0]?.url).toBe('http://api.test/api/genetic-report/jobs/job-1');

    serverAnswers(422, { detail: 'We could not read this report.' });
    await expect(api.fetchReportJob(job.status_url)).rejects.toMatchObject({
      status: 422,
      detail: 'We could not read this report.',
    });
  });

  it('cancels with DELETE on status_url', async () => {
    serverAnswers(204, null);

    await api.cancelReportJob(job.status_url);

    expect(sent[0]?.method).toBe('DELETE');
    expect(sent[0]?.url).toBe('http://api.test/api/genetic-report/jobs/job-1');
  });

  it('sends the token only to the API: an absolute status_url keeps only its path', () => {
    expect(api.jobPath('https://elsewhere.example/api/genetic-report/jobs/x?y=1')).toBe(
      'api/genetic-report/jobs/x?y=1',
    );
    expect(api.jobPath('/api/genetic-report/jobs/x')).toBe('api/genetic-report/jobs/x');
  });

  it('asks again after 1, 2, 4 and 8 s when the question does not reach the server, then gives up', async () => {
    vi.useFakeTimers();
    try {
      const attempts: number[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          attempts.push(Date.now());
          throw new TypeError('Failed to fetch');
        }),
      );
      const polled = api.fetchReportJob(job.status_url);
      const settled = polled.catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(15_000);

      expect(await settled).toMatchObject({ status: null });
      const gaps = attempts.slice(1).map((at, index) => at - (attempts[index] ?? 0));
      expect(gaps).toEqual([1000, 2000, 4000, 8000]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("never retries the server's own answer that the job failed", async () => {
    serverAnswers(422, { detail: 'We could not read this report.' });

    await expect(api.fetchReportJob(job.status_url)).rejects.toMatchObject({ status: 422 });
    expect(sent).toHaveLength(1);
  });
});
