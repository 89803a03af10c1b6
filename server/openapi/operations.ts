import type { GenericSchema } from 'valibot';
import {
  acceptedResponseSchema,
  activityResponseSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from '../../contract/account.ts';
import {
  authResponseSchema,
  changePasswordRequestSchema,
  googleRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
} from '../../contract/auth.ts';
import { errorSchema } from '../../contract/errors.ts';
import { exportFormats } from '../../contract/export.ts';
import { healthResponseSchema, publicConfigSchema } from '../../contract/meta.ts';
import { checkOnboardingResponseSchema } from '../../contract/onboarding/check-response.ts';
import { phenotypeSearchResponseSchema } from '../../contract/phenotypes/phenotype-search.ts';
import { meResponseSchema, onboardingRequestSchema } from '../../contract/profile/wire.ts';
import { reportJobListSchema, reportJobSchema, reportResultSchema } from '../../contract/report.ts';

export interface Operation {
  method: 'get' | 'post' | 'delete';
  path: string;
  summary: string;
  authenticated: boolean;
  request?: { contentType: 'application/json' | 'multipart/form-data'; schema?: GenericSchema };
  /** Required query parameters: name -> description and the values allowed. */
  query?: Record<string, { description: string; values: readonly string[] }>;
  /** Optional request headers the operation honours: name -> description. */
  requestHeaders?: Record<string, string>;
  /** Query parameters: name -> description, and whether it must be given. */
  queryParameters?: Record<string, { description: string; required: boolean }>;
  /** Status -> description, the body schema when it is JSON, and headers it sets. */
  responses: Record<
    number,
    {
      description: string;
      schema?: GenericSchema;
      contentType?: string;
      headers?: Record<string, string>;
    }
  >;
}

const error = (description: string) => ({ description, schema: errorSchema });
const unauthorized = {
  401: error(
    'Missing, expired, forged or unsigned token, or its session ended (signed out, password changed, account deleted)',
  ),
};
const invalid = {
  400: error('Body is not JSON'),
  415: error('Body is not JSON'),
  422: error('A field is missing or invalid'),
};

/** The API surface, described once from the same valibot schemas the handlers use. */
export const operations: Operation[] = [
  {
    method: 'post',
    path: '/auth/register',
    summary: 'Create an account with email and password',
    authenticated: false,
    request: { contentType: 'application/json', schema: registerRequestSchema },
    responses: {
      201: { description: 'Signed in', schema: authResponseSchema },
      ...invalid,
      409: error('Email already registered'),
      429: error('Too many attempts'),
    },
  },
  {
    method: 'post',
    path: '/auth/login',
    summary: 'Sign in with email and password',
    authenticated: false,
    request: { contentType: 'application/json', schema: loginRequestSchema },
    responses: {
      200: { description: 'Signed in', schema: authResponseSchema },
      ...invalid,
      401: error('Wrong email or password (same detail for both)'),
      429: error('Too many attempts from this address, or too many failed ones for this account'),
    },
  },
  {
    method: 'post',
    path: '/auth/google',
    summary: 'Sign in with Google: an authorization code (PKCE optional) or an access token',
    authenticated: false,
    request: { contentType: 'application/json', schema: googleRequestSchema },
    responses: {
      200: {
        description: 'Signed in; account created or linked by verified email',
        schema: authResponseSchema,
      },
      ...invalid,
      401: error('The provider rejected the code or the ID token did not verify'),
      409: error(
        'Email linked to another Google account, or a password account holds the email (sign in with the password, then link)',
      ),
      429: error('Too many attempts'),
      502: error('The provider failed or could not be reached'),
      503: error('Google sign-in is not configured'),
    },
  },
  {
    method: 'post',
    path: '/auth/google/link',
    summary:
      'Link a Google account with the same verified email to the signed-in (password) account',
    authenticated: true,
    request: { contentType: 'application/json', schema: googleRequestSchema },
    responses: {
      204: { description: 'Linked (or already linked to this Google account)' },
      ...unauthorized,
      ...invalid,
      409: error('Another email, or an account already linked to another Google account'),
      429: error('Too many attempts'),
      502: error('The provider failed or could not be reached'),
      503: error('Google sign-in is not configured'),
    },
  },
  {
    method: 'post',
    path: '/auth/logout',
    summary: 'End this session: the token stops working at once',
    authenticated: true,
    responses: { 204: { description: 'Signed out' }, ...unauthorized },
  },
  {
    method: 'post',
    path: '/auth/password',
    summary: 'Change the password; every other session ends, this one stays signed in',
    authenticated: true,
    request: { contentType: 'application/json', schema: changePasswordRequestSchema },
    responses: {
      204: { description: 'Changed' },
      ...unauthorized,
      ...invalid,
      403: error('The current password is incorrect'),
      409: error('A Google-only account has no password'),
      422: error('A field is missing, or the new password is too easy to guess'),
      429: error('Too many failed password attempts for this account'),
    },
  },
  {
    method: 'post',
    path: '/auth/password/forgot',
    summary:
      'Ask for a password reset link; the same answer for every address (the mail goes only to an account)',
    authenticated: false,
    request: { contentType: 'application/json', schema: forgotPasswordRequestSchema },
    responses: {
      202: {
        description: 'Accepted (identical for every address)',
        schema: acceptedResponseSchema,
      },
      ...invalid,
      429: error('Too many requests from this address'),
    },
  },
  {
    method: 'post',
    path: '/auth/password/reset',
    summary:
      "Set a new password with the mailed link's token; every session ends and nobody is signed in",
    authenticated: false,
    request: { contentType: 'application/json', schema: resetPasswordRequestSchema },
    responses: {
      204: { description: 'Password set; sign in with it' },
      400: error('Unknown, used, superseded or expired token (or the body is not JSON)'),
      415: error('Body is not JSON'),
      422: error('A field is missing, or the new password is too easy to guess'),
      429: error('Too many attempts'),
    },
  },
  {
    method: 'post',
    path: '/auth/email/verify',
    summary: "Confirm the account's email address with the mailed link's token",
    authenticated: false,
    request: { contentType: 'application/json', schema: verifyEmailRequestSchema },
    responses: {
      204: { description: 'Confirmed' },
      400: error('Unknown, used, superseded or expired token (or the body is not JSON)'),
      415: error('Body is not JSON'),
      422: error('The token is missing'),
      429: error('Too many attempts'),
    },
  },
  {
    method: 'post',
    path: '/auth/email/verify/resend',
    summary: 'Mail a new confirmation link (the older one stops working)',
    authenticated: true,
    responses: {
      202: {
        description: 'Queued, or already confirmed (the detail says which)',
        schema: acceptedResponseSchema,
      },
      ...unauthorized,
      429: error('Too many links asked for in the window'),
    },
  },
  {
    method: 'get',
    path: '/auth/me',
    summary: 'The signed-in patient profile',
    authenticated: true,
    responses: { 200: { description: 'Profile', schema: meResponseSchema }, ...unauthorized },
  },
  {
    method: 'get',
    path: '/auth/check-onboarding',
    summary: 'Where the patient should go next',
    authenticated: true,
    responses: {
      200: { description: 'Next path', schema: checkOnboardingResponseSchema },
      ...unauthorized,
    },
  },
  {
    method: 'post',
    path: '/api/user/onboarding',
    summary: 'Save onboarding fields; missing fields keep their stored value',
    authenticated: true,
    request: { contentType: 'application/json', schema: onboardingRequestSchema },
    responses: {
      200: { description: 'Updated profile', schema: meResponseSchema },
      ...unauthorized,
      ...invalid,
      422: error('A field is invalid, or the state is not Michigan ("Service Not Available")'),
    },
  },
  {
    method: 'get',
    path: '/api/user/activity',
    summary:
      "The patient's security record: the last 50 events (sign-ins, password changes, reports...), newest first",
    authenticated: true,
    responses: {
      200: {
        description: 'Events (time, kind, client address, browser)',
        schema: activityResponseSchema,
      },
      ...unauthorized,
    },
  },
  {
    method: 'post',
    path: '/api/user/process-document',
    summary: 'Upload a genetic report (PDF, JPEG or PNG up to 10 MB) and extract its variants',
    authenticated: true,
    request: { contentType: 'multipart/form-data' },
    requestHeaders: {
      prefer:
        '`respond-async` (RFC 7240): answer 202 with the queued job at once instead of waiting for the result',
    },
    responses: {
      200: {
        description: 'Extraction result (the request waited for it)',
        schema: reportResultSchema,
      },
      202: {
        description:
          'Queued (with `Prefer: respond-async`): the job, with how many reports are ahead; poll its `status_url`',
        schema: reportJobSchema,
        headers: {
          location: 'The job address, `/api/genetic-report/jobs/{job_id}`',
          'preference-applied': '`respond-async`',
        },
      },
      ...unauthorized,
      400: error('Not readable as multipart, or cancelled (the request was closed while waiting)'),
      413: error('File larger than 10 MB'),
      415: error('Not a PDF, JPEG or PNG by content'),
      422: error('No file, or the document could not be read'),
      429: error('Too many uploads for this account in the window'),
    },
  },
  {
    method: 'delete',
    path: '/api/user',
    summary: 'Delete the account: profile, sessions, reports and files',
    authenticated: true,
    responses: {
      204: { description: 'Deleted; every token and the password stop working' },
      ...unauthorized,
    },
  },
  {
    method: 'get',
    path: '/api/user/document',
    summary: "Download the patient's latest uploaded report",
    authenticated: true,
    responses: {
      200: { description: 'The uploaded file', contentType: 'application/octet-stream' },
      ...unauthorized,
      404: error('Nothing uploaded yet'),
    },
  },
  {
    method: 'get',
    path: '/api/user/export',
    summary:
      "The patient's record as a file to keep: a FHIR R4 Bundle or a GA4GH Phenopacket v2 (docs/export.md)",
    authenticated: true,
    query: {
      format: {
        description: 'fhir: FHIR R4 Bundle; phenopacket: Phenopacket v2',
        values: exportFormats,
      },
    },
    responses: {
      200: {
        description: 'The record, as an attachment that is never cached',
        contentType: 'application/fhir+json',
        headers: {
          'content-disposition':
            'attachment; filename="herd-health-record.fhir.json" (or -phenopacket.json)',
          'cache-control': 'private, no-store',
        },
      },
      400: error('format is missing or not one of fhir, phenopacket'),
      ...unauthorized,
    },
  },
  {
    method: 'get',
    path: '/api/genetic-report/report/{id}',
    summary: 'A stored extraction result of the signed-in patient',
    authenticated: true,
    responses: {
      200: { description: 'Extraction result', schema: reportResultSchema },
      ...unauthorized,
      404: error("Unknown id or another patient's report"),
    },
  },
  {
    method: 'delete',
    path: '/api/genetic-report/report/{id}',
    summary: "Delete one of the patient's reports and its file",
    authenticated: true,
    responses: {
      204: { description: 'Deleted; the previous report (if any) becomes the document' },
      ...unauthorized,
      404: error("Unknown id or another patient's report"),
    },
  },
  {
    method: 'get',
    path: '/api/genetic-report/jobs',
    summary: "The patient's uploads still waiting or being read, newest first",
    authenticated: true,
    responses: {
      200: {
        description: 'Each as `GET /api/genetic-report/jobs/{job_id}` answers it while it waits',
        schema: reportJobListSchema,
      },
      ...unauthorized,
    },
  },
  {
    method: 'get',
    path: '/api/genetic-report/jobs/{job_id}',
    summary: 'Where an upload sent with `Prefer: respond-async` stands, then its answer',
    authenticated: true,
    responses: {
      200: { description: 'Read: the extraction result', schema: reportResultSchema },
      202: {
        description:
          "Queued or being read: `ahead` counts reports being read or due before it (every patient's first report before anyone's second)",
        schema: reportJobSchema,
      },
      ...unauthorized,
      404: error("Unknown id, another patient's job, cancelled, or its report since deleted"),
      422: error('The document could not be read (the same answer the waiting upload gives)'),
      500: error('The reading failed unexpectedly'),
    },
  },
  {
    method: 'delete',
    path: '/api/genetic-report/jobs/{job_id}',
    summary: 'Cancel a queued or reading upload: neither the file nor a result is kept',
    authenticated: true,
    responses: {
      204: { description: 'Cancelled' },
      ...unauthorized,
      404: error("Unknown id, another patient's job, or already cancelled"),
    },
  },
  {
    method: 'get',
    path: '/api/phenotypes',
    summary:
      'Human Phenotype Ontology terms for what the patient is typing, best first (docs/phenotypes.md)',
    authenticated: true,
    queryParameters: {
      q: {
        description: 'What was typed (up to 200 characters; fewer than 2 letters answer no terms)',
        required: true,
      },
      lang: { description: '`en` (default) or `es`: the language of the labels', required: false },
      limit: { description: 'How many terms, 1 to 20 (default 8)', required: false },
    },
    responses: {
      200: {
        description:
          '`terms`: `id`, `label` (the published label) and `matched` (the published name, often a plain-language synonym, that matched)',
        schema: phenotypeSearchResponseSchema,
      },
      ...unauthorized,
      422: error('A parameter is missing or out of range (`field` names it)'),
    },
  },
  {
    method: 'get',
    path: '/api/health',
    summary: 'Readiness: every table reads and a write succeeds',
    authenticated: false,
    responses: {
      200: { description: 'Ready', schema: healthResponseSchema },
      503: error('Database unavailable'),
    },
  },
  {
    method: 'get',
    path: '/api/health/live',
    summary: 'Liveness: the process answers (the database is not asked)',
    authenticated: false,
    responses: { 200: { description: 'Alive' } },
  },
  {
    method: 'get',
    path: '/api/config',
    summary: 'Public client settings',
    authenticated: false,
    responses: { 200: { description: 'Settings', schema: publicConfigSchema } },
  },
];
