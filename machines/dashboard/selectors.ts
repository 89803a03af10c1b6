import type { UserProfile } from '@contract/profile/profile';
import type { Message } from '@i18n/message';
import type { SnapshotFrom } from 'xstate';
import type { dashboardMachine } from './dashboard.machine';
import type { ProfileSection } from './dashboard-types';

export { selectSettingsActor } from './settings-selector';

type DashboardSnapshot = SnapshotFrom<typeof dashboardMachine>;

export const selectDashboardProfile = (snapshot: DashboardSnapshot): UserProfile =>
  snapshot.context.profile;

/** "Welcome back, {firstName or there}". */
/** The first name the home page greets, '' when none was given ("Welcome back, there"). */
export const selectGreetingName = (snapshot: DashboardSnapshot): string =>
  snapshot.context.profile.firstName.trim();

export const selectAppointmentDate = (snapshot: DashboardSnapshot): string | null =>
  snapshot.context.profile.appointmentDate;

export const selectIsScheduling = (snapshot: DashboardSnapshot): boolean =>
  snapshot.matches({ page: { calendar: 'scheduling' } });

export const selectBookingActor = (snapshot: DashboardSnapshot) => snapshot.children.booking;

/** The profile section open for editing, or null. */
export const selectEditedSection = (snapshot: DashboardSnapshot): ProfileSection | null =>
  snapshot.matches({ profileEdit: 'viewing' }) ? null : snapshot.context.section;

export const selectIsSavingProfile = (snapshot: DashboardSnapshot): boolean =>
  snapshot.matches({ profileEdit: 'saving' });

export const selectProfileSaveFailure = (snapshot: DashboardSnapshot) =>
  snapshot.matches({ profileEdit: 'editing' }) ? snapshot.context.saveFailure : null;

export type ReportPageStatus =
  | 'loading'
  | 'empty'
  | 'unavailable'
  | 'showing'
  | 'replacing'
  | 'recording';

export function selectReportPageStatus(snapshot: DashboardSnapshot): ReportPageStatus {
  if (snapshot.matches({ page: { report: 'replacing' } })) return 'replacing';
  if (snapshot.matches({ page: { report: 'recordingReplacement' } })) return 'recording';
  if (snapshot.matches({ page: { report: 'empty' } })) return 'empty';
  if (snapshot.matches({ page: { report: 'unavailable' } })) return 'unavailable';
  if (snapshot.matches({ page: { report: 'showing' } })) return 'showing';
  return 'loading';
}

export const selectReport = (snapshot: DashboardSnapshot) => snapshot.context.report;

export const selectIsDownloading = (snapshot: DashboardSnapshot): boolean =>
  snapshot.matches({ page: { report: { showing: 'downloading' } } });

/** "Delete your genetic report?" is open (also while it deletes). */
export const selectIsAskingToDelete = (snapshot: DashboardSnapshot): boolean =>
  snapshot.matches({ page: { report: { showing: 'confirmingDelete' } } }) ||
  snapshot.matches({ page: { report: { showing: 'deleting' } } });

export const selectIsDeletingReport = (snapshot: DashboardSnapshot): boolean =>
  snapshot.matches({ page: { report: { showing: 'deleting' } } });

/** Why the last delete failed, while the dialog asks again. */
export const selectDeleteFailure = (snapshot: DashboardSnapshot): Message | null =>
  snapshot.matches({ page: { report: { showing: 'confirmingDelete' } } })
    ? snapshot.context.deleteFailure
    : null;

/** The upload of a new report on "My genetic report" (Replace). */
export const selectReplaceUpload = (snapshot: DashboardSnapshot) => snapshot.children.upload;

export type SummaryPageStatus = 'loading' | 'unavailable' | 'ready';

export function selectSummaryPageStatus(snapshot: DashboardSnapshot): SummaryPageStatus {
  if (snapshot.matches({ page: { summary: 'unavailable' } })) return 'unavailable';
  if (snapshot.matches({ page: { summary: 'ready' } })) return 'ready';
  return 'loading';
}

/** "Confirm your email", running as long as the dashboard. */
export const selectEmailReminderActor = (snapshot: DashboardSnapshot) =>
  snapshot.children.emailReminder;

/** "Leave without saving?" is asked: the patient went to another page with a section unsaved. */
export const selectIsAskingToLeave = (snapshot: DashboardSnapshot): boolean =>
  snapshot.matches({ page: { profile: 'askingToLeave' } });
