import type { UserProfile } from '@contract/profile/profile';
import type { SnapshotFrom } from 'xstate';
import type { dashboardMachine } from './dashboard.machine';
import type { ProfileSection } from './dashboard-types';

type DashboardSnapshot = SnapshotFrom<typeof dashboardMachine>;

export const selectDashboardProfile = (snapshot: DashboardSnapshot): UserProfile =>
  snapshot.context.profile;

/** "Welcome back, {firstName or there}". */
export const selectGreetingName = (snapshot: DashboardSnapshot): string =>
  snapshot.context.profile.firstName || 'there';

export const selectAppointmentDate = (snapshot: DashboardSnapshot): string | null =>
  snapshot.context.profile.appointmentDate;

export const selectIsScheduling = (snapshot: DashboardSnapshot): boolean =>
  snapshot.matches({ page: { calendar: 'scheduling' } });

export const selectBookingActor = (snapshot: DashboardSnapshot) => snapshot.children.booking;
/** The account actor, running while Settings is open. */
export const selectAccountActor = (snapshot: DashboardSnapshot) => snapshot.children.account;

/** The profile section open for editing, or null. */
export const selectEditedSection = (snapshot: DashboardSnapshot): ProfileSection | null =>
  snapshot.matches({ profileEdit: 'viewing' }) ? null : snapshot.context.section;

export const selectIsSavingProfile = (snapshot: DashboardSnapshot): boolean =>
  snapshot.matches({ profileEdit: 'saving' });

export const selectProfileSaveFailure = (snapshot: DashboardSnapshot) =>
  snapshot.matches({ profileEdit: 'editing' }) ? snapshot.context.saveFailure : null;

export type ReportPageStatus = 'loading' | 'empty' | 'unavailable' | 'showing';

export function selectReportPageStatus(snapshot: DashboardSnapshot): ReportPageStatus {
  if (snapshot.matches({ page: { report: 'empty' } })) return 'empty';
  if (snapshot.matches({ page: { report: 'unavailable' } })) return 'unavailable';
  if (snapshot.matches({ page: { report: 'showing' } })) return 'showing';
  return 'loading';
}

export const selectReport = (snapshot: DashboardSnapshot) => snapshot.context.report;

export const selectIsDownloading = (snapshot: DashboardSnapshot): boolean =>
  snapshot.matches({ page: { report: { showing: 'downloading' } } });

export type SummaryPageStatus = 'loading' | 'unavailable' | 'ready';

export function selectSummaryPageStatus(snapshot: DashboardSnapshot): SummaryPageStatus {
  if (snapshot.matches({ page: { summary: 'unavailable' } })) return 'unavailable';
  if (snapshot.matches({ page: { summary: 'ready' } })) return 'ready';
  return 'loading';
}

/** "Your data" in Settings: the export being downloaded, or null. */
export const selectExportDownloading = (snapshot: DashboardSnapshot) =>
  snapshot.matches({ page: { settings: 'exporting' } }) ? snapshot.context.exportFormat : null;

/** The export whose download failed last, or null once another is asked for. */
export const selectExportFailed = (snapshot: DashboardSnapshot) =>
  snapshot.matches({ page: { settings: 'exportFailed' } }) ? snapshot.context.exportFormat : null;
/** "Confirm your email", running as long as the dashboard. */
export const selectEmailReminderActor = (snapshot: DashboardSnapshot) =>
  snapshot.children.emailReminder;

/** "Leave without saving?" is asked: the patient went to another page with a section unsaved. */
export const selectIsAskingToLeave = (snapshot: DashboardSnapshot): boolean =>
  snapshot.matches({ page: { profile: 'askingToLeave' } });
