import { emptyProfile, type UserProfile } from '@contract/profile/profile';
import type { ReportResult } from '@contract/report';
import type { CurrentUser } from '@machines/app/app-types';
import type { RouteEvent } from '@machines/routes/route-event';
import type { AuthSession } from '@machines/sign-in/sign-in-types';

export const session: AuthSession = {
  access_token: 'token-1',
  email: 'pat@example.com',
  name: 'Pat Doe',
};

/** A new registration: every answer empty, onboarding not completed. */
export const newProfile = (): UserProfile => emptyProfile('pat@example.com', 'Pat Doe');

/** A patient who finished onboarding. */
export const completedProfile = (): UserProfile => ({
  ...newProfile(),
  firstName: 'Pat',
  lastName: 'Doe',
  dateOfBirth: '1990-04-01',
  gender: 'female',
  state: 'MI',
  has_completed_onboarding: true,
});

export const newUser = (): CurrentUser => ({ profile: newProfile(), resumeAt: 'personalInfo' });
export const finishedUser = (): CurrentUser => ({ profile: completedProfile(), resumeAt: null });

export const personalInfo = {
  firstName: 'Pat',
  lastName: 'Doe',
  dateOfBirth: '1990-04-01',
  gender: 'female',
  state: 'MI',
} as const;

export const reportResult = (runId = 'run-9', variants = 2): ReportResult => ({
  run_id: runId,
  processed_at: '2025-01-02T03:04:05Z',
  variants: Array.from({ length: variants }, (_, i) => ({
    var: [`c.${i + 1}A>G`],
    gene: ['CFTR'],
    diseaseNames: [],
    refSeq: [],
    dbSNP: [],
    OMIM: [],
    PMID: [],
  })),
  disease_options: [],
  raw_text: '',
});

export const reportFile = () => new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' });

export const route = (to: RouteEvent['to'], extra: Partial<RouteEvent> = {}): RouteEvent => ({
  type: 'xstate.route',
  to,
  ...extra,
});
