import { type OnboardingStepId, onboardingSteps } from '@contract/onboarding/steps';
import type { ThemePreference } from '@contract/options/themes';
import { profileFields } from '@contract/profile/fields';
import { type AnswersPatch, profileFieldNames } from '@contract/profile/profile';
import { patchToWire } from '@contract/profile/wire-mapping';
import type { StoredAnswers } from '@contract/profile/wire-types';
import type { ReportFileKind } from './server-model';

/**
 * Everything outside the machines that decides what happens next: the patient's account on the
 * server, what the browser stores, and the outside services. The QA model answers every request
 * from it, as the real server would; Givens set it up, and some steps change it.
 */
export interface Account {
  kind: 'password' | 'google';
  /** The answers as the server stores them (`null`: never sent). */
  stored: StoredAnswers;
  /** A report the server has read for this account. */
  latestReportId: string | null;
  /** Set once the patient changed their password on Settings (else `rightPassword`). */
  password?: string;
  /** The address was confirmed with the link in the mail (a Google account is from the start). */
  emailVerified?: boolean;
}

/** A link in a mail: none sent, one that works, or one the server no longer takes (used). */
export type MailLink = 'none' | 'fresh' | 'used';

/** The password every account of the QA model starts with; anything else is wrong. */
export const rightPassword = 'right-password';

/** The password an account has now. */
export const passwordOf = (account: Account | null): string => account?.password ?? rightPassword;

/**
 * The upload a patient's report made in the server's queue (issue 15), until the server answers
 * it as read or refused. `held`: the path holds the queue (a stand-in answers where the report
 * is); otherwise the server reads it at its own pace and the first question about it gets the
 * answer.
 */
export interface QueuedJob {
  file: ReportFileKind;
  status: 'queued' | 'reading';
  ahead: number;
  held: boolean;
}

export interface World {
  account: Account | null;
  /** The browser's stored token: none, one the server accepts, or one it no longer accepts. */
  token: 'none' | 'valid' | 'rejected';
  /** Whether the browser can reach the server: always, never, or all but `GET /auth/me`. */
  network: 'up' | 'down' | 'profileDown';
  /** The booking calendar's script: served (the e2e stub), unreachable, or never answering. */
  embed: 'stub' | 'offline' | 'hang';
  /** The theme stored in the browser, and the operating system's dark-mode setting. */
  theme: ThemePreference | null;
  osDark: boolean;
  /**
   * Requests the server is slow to answer (by actor source): the first one sent waits until a
   * later step lets the server answer. One the app drops meanwhile (a page load, a logout) gets
   * its answer nowhere, and the next request of that source is answered as usual.
   */
  held: string[];
  /** The report this patient's upload made, while the server has not answered it as read. */
  job: QueuedJob | null;
  /** The next upload waits in the queue behind this many reports (the path holds the queue). */
  holdQueue: number | null;
  /** The list of the patient's waiting uploads cannot be fetched (the step opens without it). */
  jobListFails: boolean;
  /** Requests (by actor source) whose next one fails on the server's side (HTTP 500). */
  failsNext: string[];
  /** The stored report's results cannot be loaded (HTTP 500). */
  storedReportFails: boolean;
  /** The genetic report step's unsaved yes/no answer, kept as a draft in the tab. */
  reportDraft: boolean | null;
  /** Whether the page wears the dark theme (the last theme the app applied), null before. */
  dark: boolean | null;
  /** The links in the patient's mail: "Choose a new password" and "Confirm your email". */
  links: { reset: MailLink; confirm: MailLink };
  /** Requests (by actor source) the browser cannot get to the server (they fail unsent). */
  cutOff: string[];
  /** The language chosen on this device, kept under the "language" storage key (null: none). */
  language: string | null;
  /**
   * Languages whose catalogue (a chunk of the app) the browser cannot download, and those whose
   * download never finishes in this scenario (the path holds it).
   */
  catalogues: { fail: string[]; slow: string[] };
}

/** A new account: every answer never sent. */
export function emptyStored(): StoredAnswers {
  return Object.fromEntries(
    profileFieldNames.map((key) => [profileFields[key].wire, null]),
  ) as StoredAnswers;
}

/** The appointment the booking stub books (the e2e stub fires this start time). */
export const bookedStartTime = '2030-03-14T15:30:00.000Z';

/** The answers a patient gives in the QA paths, per step (a Michigan resident). */
export const typicalAnswers: Record<OnboardingStepId, AnswersPatch> = {
  personalInfo: {
    firstName: 'Pat',
    lastName: 'Doe',
    dateOfBirth: '1990-04-01',
    gender: 'female',
    state: 'MI',
  },
  medicalCondition: {
    hasBeenDiagnosed: true,
    primaryCondition: 'Cystic fibrosis',
    yearOfDiagnosis: '2001',
    primarySymptoms: ['Cough'],
  },
  medicalHistory: {
    medications: ['Ivacaftor'],
    otherConditions: [],
    familyHistory: 'Mother carries a CFTR variant',
  },
  // Step 4's answer is a step of its own (qa.answerReport): Next sends the answer on screen.
  geneticReport: {},
  medicalChecklist: { checklistItems: ['severeHypotonia'] },
  bookAppointment: {},
};

/** The one state outside Michigan the paths choose, and Michigan itself. */
export const unservedState = 'OH';
export const servedState = 'MI';

/**
 * Answers saved through the API for every step before `resumeAt` (null: onboarding complete),
 * on the report branch when `withReport`.
 */
export function storedUpTo(resumeAt: OnboardingStepId | null, withReport: boolean): StoredAnswers {
  let stored = emptyStored();
  const save = (patch: AnswersPatch) => {
    stored = { ...stored, ...patchToWire(patch) } as StoredAnswers;
  };
  for (const step of onboardingSteps) {
    if (step.id === resumeAt) break;
    if (step.id === 'medicalChecklist' && withReport) continue;
    if (step.id === 'geneticReport') save({ hasGeneticReport: withReport });
    else if (step.id === 'bookAppointment') {
      save({ appointmentDate: bookedStartTime, has_completed_onboarding: true });
    } else save(typicalAnswers[step.id]);
  }
  return stored;
}

export function applyPatch(account: Account, patch: AnswersPatch): Account {
  return { ...account, stored: { ...account.stored, ...patchToWire(patch) } as StoredAnswers };
}

export const defaultWorld: World = {
  account: null,
  token: 'none',
  network: 'up',
  embed: 'stub',
  theme: null,
  osDark: false,
  held: [],
  job: null,
  holdQueue: null,
  jobListFails: false,
  failsNext: [],
  storedReportFails: false,
  reportDraft: null,
  dark: null,
  links: { reset: 'none', confirm: 'none' },
  cutOff: [],
  language: null,
  catalogues: { fail: [], slow: [] },
};
