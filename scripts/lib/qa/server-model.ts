import { resumeStep } from '@contract/onboarding/resume';
import type { AnswersPatch, UserProfile } from '@contract/profile/profile';
import { answersFromWire } from '@contract/profile/wire-mapping';
import type { ReportResult } from '@contract/report';
import type { CurrentUser } from '@machines/app/app-types';
import type { AuthSession } from '@machines/sign-in/sign-in-types';
import { answerMailRequest } from './mail-server-model';
import { googleTexts, serverReasons } from './oracle/screen-texts';
import {
  type Account,
  applyPatch,
  emptyStored,
  passwordOf,
  type QueuedJob,
  type World,
} from './world';

/**
 * What the real server (and the browser's network) answers to each request the machines make,
 * given the world. This is the QA model's stand-in for `server/`: it is written from the API's
 * contract (docs/api.md), never from the machines.
 */

/** Errors as the API client gives them to the machines: HTTP status and the server's detail. */
export interface ServerError {
  status: number | null;
  detail: string | null;
  /** The request field the refusal is about (the app shows it there). */
  field?: string;
  message: string;
}

export type Answer =
  | { kind: 'done'; output: unknown }
  | { kind: 'error'; error: ServerError }
  | { kind: 'pending' };

/** The report files the paths upload: one the server reads, two it refuses. */
export const reportFiles = {
  /** A text PDF naming one variant (scripts/lib/qa/report-files.ts builds it, qa/files/ keeps a copy). */
  report: { name: 'cftr-report.pdf', variants: 1 },
  /** Bytes that are no PDF, JPEG or PNG, named .pdf: the server refuses them at once (415). */
  unreadable: { name: 'not-a-report.pdf', variants: 0 },
  /** A PDF whose body is damaged: queued, then the reading fails (422). */
  damaged: { name: 'damaged-report.pdf', variants: 0 },
  /** A readable text PDF that is no genetic test report (a dental invoice): read, then doubtful. */
  notReport: { name: 'dental-invoice.pdf', variants: 0 },
  /** An empty file named .pdf: the browser refuses it before sending (never reaches the server). */
  empty: { name: 'empty.pdf', variants: 0 },
} as const;

export type ReportFileKind = keyof typeof reportFiles;

const qaRunId = 'qa-run-1';

/** The job the server's queue answers for an upload (contract/report.ts, `reportJobSchema`). */
export function jobAnswer(job: QueuedJob) {
  return {
    job_id: 'qa-job-1',
    status: job.status,
    ahead: job.status === 'queued' ? job.ahead : 0,
    status_url: '/api/genetic-report/jobs/qa-job-1',
  };
}

export const sessionOf = (): AuthSession => ({
  access_token: 'qa-token',
  email: 'patient@example.test',
  name: 'Pat Doe',
});

const error = (status: number | null, detail: string | null, field?: string): Answer => ({
  kind: 'error',
  error: { status, detail, field, message: detail ?? 'We could not reach herd Health.' },
});

const unreachable = error(null, null);
const tokenRefused = error(401, 'Your session has ended. Please sign in again.');

export function profileOf(account: Account): UserProfile {
  return {
    ...answersFromWire(account.stored),
    email: 'patient@example.test',
    name: 'Pat Doe',
    latestReportId: account.latestReportId,
    // A password account registered through the API has not opened its confirmation mail.
    emailVerified: account.kind === 'google' || account.emailVerified === true,
  };
}

export function currentUserOf(account: Account): CurrentUser {
  return { profile: profileOf(account), resumeAt: resumeStep(account.stored) };
}

export function reportResultOf(kind: ReportFileKind): ReportResult {
  const variants = Array.from({ length: reportFiles[kind].variants }, () => ({
    var: ['NM_000492.4:c.1521_1523del'],
    gene: ['CFTR'],
    diseaseNames: ['Cystic fibrosis'],
    refSeq: ['NM_000492.4'],
    dbSNP: [],
    OMIM: [],
    PMID: [],
  }));
  return {
    run_id: qaRunId,
    processed_at: '2030-03-01T10:00:00.000Z',
    variants,
    disease_options: [],
    raw_text: '',
    ...(kind === 'notReport' ? { readable: true, is_genetic_report: false } : {}),
  };
}

export type Outcome = { answer: Answer; world: World };

const answered = (answer: Answer, world: World): Outcome => ({ answer, world });

/** Requests that need the stored token: refused once the server no longer accepts it. */
function authorised(world: World, run: () => Outcome): Outcome {
  if (world.network === 'down') return answered(unreachable, world);
  if (world.token === 'rejected' || !world.account) return answered(tokenRefused, world);
  return run();
}

function signIn(world: World, input: { password?: string }): Outcome {
  if (world.network === 'down') return answered(unreachable, world);
  if (!world.account || input.password !== passwordOf(world.account)) {
    return answered(error(401, 'Incorrect email or password'), world);
  }
  return answered({ kind: 'done', output: sessionOf() }, world);
}

function register(world: World): Outcome {
  if (world.network === 'down') return answered(unreachable, world);
  if (world.account)
    return answered(error(409, 'An account with this email already exists', 'email'), world);
  const account: Account = { kind: 'password', stored: emptyStored(), latestReportId: null };
  return answered({ kind: 'done', output: sessionOf() }, { ...world, account });
}

function exchangeGoogleCode(world: World, input: { code: string; state: string | null }): Outcome {
  if (input.state !== 'pending-state') {
    // The browser refuses the return itself: no request reaches the server.
    const message = googleTexts.staleSignIn;
    return answered({ kind: 'error', error: { status: null, detail: null, message } }, world);
  }
  if (input.code !== 'issued-code') {
    return answered(error(401, googleTexts.codeRefused), world);
  }
  const account: Account = world.account ?? {
    kind: 'google',
    stored: emptyStored(),
    latestReportId: null,
  };
  return answered({ kind: 'done', output: sessionOf() }, { ...world, account });
}

function fetchCurrentUser(world: World): Outcome {
  if (world.token === 'none') return answered({ kind: 'done', output: null }, world);
  if (world.network === 'profileDown') return answered(unreachable, world);
  return authorised(world, () =>
    answered({ kind: 'done', output: currentUserOf(world.account as Account) }, world),
  );
}

/** A server fault the path asked for (HTTP 500, once), else the request's own answer. */
function unlessFailing(world: World, src: string, run: () => Outcome): Outcome {
  if (!world.failsNext.includes(src)) return run();
  const failsNext = world.failsNext.filter((candidate) => candidate !== src);
  return answered(error(500, null), { ...world, failsNext });
}

function saveAnswers(world: World, input: { patch: AnswersPatch }): Outcome {
  return authorised(world, () =>
    unlessFailing(world, 'saveAnswers', () => {
      const account = applyPatch(world.account as Account, input.patch);
      return answered({ kind: 'done', output: undefined }, { ...world, account });
    }),
  );
}

/** docs/api.md: 204, and every other session ends; 403 for a wrong current password. */
function changePassword(
  world: World,
  input: { currentPassword?: string; newPassword?: string },
): Outcome {
  return authorised(world, () => {
    const account = world.account as Account;
    if (input.currentPassword !== passwordOf(account)) {
      return answered(error(403, serverReasons.wrongPassword), world);
    }
    const changed = { ...account, password: input.newPassword ?? passwordOf(account) };
    return answered({ kind: 'done', output: undefined }, { ...world, account: changed });
  });
}

function deleteAccount(world: World): Outcome {
  return authorised(world, () =>
    unlessFailing(world, 'deleteAccount', () =>
      answered({ kind: 'done', output: undefined }, { ...world, account: null }),
    ),
  );
}

const fileKindOf = (file: File): ReportFileKind =>
  (Object.keys(reportFiles) as ReportFileKind[]).find(
    (kind) => reportFiles[kind].name === file.name,
  ) ?? 'unreadable';

/** `Prefer: respond-async`: the job at once (202), in the queue or already being read. */
function uploadReport(world: World, input: { file: File }): Outcome {
  return authorised(world, () => {
    const file = fileKindOf(input.file);
    if (file === 'unreadable') return answered(error(415, serverReasons.unsupportedFile), world);
    const held = world.holdQueue !== null;
    const job: QueuedJob = { file, status: 'queued', ahead: world.holdQueue ?? 0, held };
    return answered({ kind: 'done', output: jobAnswer(job) }, { ...world, job, holdQueue: null });
  });
}

/** `GET status_url`: where the report is while the path holds the queue, else the answer. */
function fetchJob(world: World): Outcome {
  const { job } = world;
  if (world.network === 'down') return answered(unreachable, world);
  if (!job) return answered(error(404, 'No such upload'), world);
  if (job.held) return answered({ kind: 'done', output: jobAnswer(job) }, world);
  if (job.file === 'damaged') {
    return answered(error(422, serverReasons.damagedPdf), { ...world, job: null });
  }
  const account = { ...(world.account as Account), latestReportId: qaRunId };
  return answered(
    { kind: 'done', output: reportResultOf(job.file === 'notReport' ? 'notReport' : 'report') },
    { ...world, account, job: null },
  );
}

/** `GET /api/genetic-report/jobs`: the upload still waiting or being read, when one is. */
function fetchWaitingJob(world: World): Outcome {
  if (world.network === 'down' || world.jobListFails) return answered(unreachable, world);
  return answered({ kind: 'done', output: world.job ? jobAnswer(world.job) : null }, world);
}

function fetchReport(world: World): Outcome {
  return authorised(world, () =>
    world.storedReportFails
      ? answered(error(500, null), world)
      : answered({ kind: 'done', output: reportResultOf('report') }, world),
  );
}

/** The answer to one request, and the world after it. */
export function answerRequest(src: string, input: unknown, world: World): Outcome {
  // Without a stored token the app asks nothing: there is no request to be slow with.
  if (src === 'fetchCurrentUser' && world.token === 'none') {
    return answered({ kind: 'done', output: null }, world);
  }
  if (world.held.includes(src)) return answered({ kind: 'pending' }, world);
  const given = (input ?? {}) as never;
  switch (src) {
    case 'fetchCurrentUser':
      return fetchCurrentUser(world);
    case 'login':
    case 'renewSession':
      return signIn(world, given);
    case 'register':
      return register(world);
    case 'exchangeGoogleCode':
      return exchangeGoogleCode(world, given);
    case 'saveAnswers':
      return saveAnswers(world, given);
    case 'uploadReport':
      return uploadReport(world, given);
    case 'fetchJob':
      return fetchJob(world);
    case 'fetchWaitingJob':
      return fetchWaitingJob(world);
    case 'fetchReport':
      return fetchReport(world);
    case 'changePassword':
      return changePassword(world, given);
    case 'deleteAccount':
      return deleteAccount(world);
    case 'downloadReport':
      return authorised(world, () =>
        unlessFailing(world, 'downloadReport', () =>
          answered({ kind: 'done', output: undefined }, world),
        ),
      );
    case 'requestPasswordReset':
      // The same answer whether or not an account has the address (docs/api.md).
      return unlessFailing(world, 'requestPasswordReset', () =>
        answered({ kind: 'done', output: undefined }, world),
      );
    case 'fetchActivity':
      // Settings' "Recent activity": the paths check whether it loads, not its rows.
      return authorised(world, () =>
        unlessFailing(world, 'fetchActivity', () => answered({ kind: 'done', output: [] }, world)),
      );
    case 'downloadExport':
      // GET /api/user/export?format=...: the browser saves the file; nothing else changes.
      return authorised(world, () =>
        unlessFailing(world, 'downloadExport', () =>
          answered({ kind: 'done', output: undefined }, world),
        ),
      );
    case 'deleteReport':
      // DELETE /api/genetic-report/report/{id}, then "no genetic report" saved (report-ownership-api.ts).
      return authorised(world, () =>
        unlessFailing(world, 'deleteReport', () => {
          const account = applyPatch(world.account as Account, { hasGeneticReport: false });
          return answered(
            { kind: 'done', output: undefined },
            { ...world, account: { ...account, latestReportId: null } },
          );
        }),
      );
    case 'recordReplacement':
      // The replaced report deleted, then "I have a genetic report" saved.
      return authorised(world, () =>
        unlessFailing(world, 'recordReplacement', () => {
          const account = applyPatch(world.account as Account, { hasGeneticReport: true });
          return answered({ kind: 'done', output: undefined }, { ...world, account });
        }),
      );
    case 'loadCatalogue': {
      // A language's catalogue is a chunk of the app, served with it: it arrives unless the
      // browser cannot download it, or the path holds it (it never arrives then).
      const { locale } = given as { locale: string };
      if (world.catalogues.slow.includes(locale)) return answered({ kind: 'pending' }, world);
      if (world.catalogues.fail.includes(locale)) return answered(unreachable, world);
      return answered({ kind: 'done', output: undefined }, world);
    }
    case 'startGoogleSignIn':
      // Offline, the public configuration cannot be read and the browser stays.
      if (world.network === 'down') return answered(unreachable, world);
      // Otherwise the browser leaves for Google; the step that started it goes on.
      return answered({ kind: 'pending' }, world);
    default:
      return answerMailRequest(src, given, world) ?? answered({ kind: 'pending' }, world);
  }
}
