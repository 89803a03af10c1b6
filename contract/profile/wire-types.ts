import type { WireValue } from './field-kinds.ts';
import type { ProfileFieldName, ProfileFields } from './profile.ts';

/** The answers as `GET /auth/me` returns them: `null` means "never provided". */
export type StoredAnswers = {
  [K in ProfileFieldName as ProfileFields[K]['wire']]: WireValue<ProfileFields[K]> | null;
};

/** `POST /api/user/onboarding`: any subset; a missing field keeps its stored value. */
export type OnboardingRequest = Partial<StoredAnswers>;

export type MeResponse = StoredAnswers & {
  email: string;
  name: string;
  /** Where the latest report's file can be downloaded, or null when none is on file. */
  documentUrl: string | null;
  /** The latest report's result id (`GET /api/genetic-report/report/{id}`), or null. */
  latestReportId: string | null;
  /** The address is confirmed (the link in the confirmation mail), or vouched for by Google. */
  email_verified: boolean;
};
