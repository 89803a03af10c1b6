import type { OnboardingStepId } from '@contract/onboarding/steps';
import type { AnswersPatch, UserProfile } from '@contract/profile/profile';
import type { ReportResult } from '@contract/report';
import type { Message } from '@i18n/message';
import type { AccountDeletedEvent } from '../account/account-types';
import type { AppointmentBookedEvent } from '../booking/booking.machine';
import type { RouteEvent } from '../routes/route-event';
import type { DashboardRouteId } from '../routes/route-table';
import type { SaveAnswersInput } from '../save/save-answers.machine';
import type { SaveFailure } from '../save/save-outcome';
import type { ReportUploadedEvent } from '../upload/upload.machine';

export interface DashboardInput {
  profile: UserProfile;
  /** A page the address asked for; opened once the dashboard runs. */
  route: RouteEvent | null;
}

/** The parts of the profile a patient edits on the Profile page: the onboarding steps' answers. */
export type ProfileSection = Exclude<OnboardingStepId, 'geneticReport' | 'bookAppointment'>;

export interface DashboardContext {
  profile: UserProfile;
  route: RouteEvent | null;
  page: DashboardRouteId | null;
  /** The section open for editing on the Profile page. */
  section: ProfileSection | null;
  /** The open section holds answers that differ from the saved ones (its form says so). */
  unsavedEdit: boolean;
  /** A page asked for while the edit was unsaved: opened if the patient leaves anyway. */
  heldRoute: RouteEvent | null;
  saveInput: SaveAnswersInput;
  saveFailure: SaveFailure | null;
  /** The report on file's extracted results, once fetched. */
  report: ReportResult | null;
  /** The report a new upload replaces: deleted once the new one is on file. */
  replacedReportId: string | null;
  /** Why deleting the report failed (the server's words), shown in the dialog. */
  deleteFailure: Message | null;
}

/**
 * To the app: whether a Profile section holds unsaved answers, so that an address outside the
 * dashboard (an onboarding step, Terms, Privacy, an email link) is asked about first too.
 */
export interface DashboardUnsavedEditEvent {
  type: 'dashboard.unsavedEdit';
  unsaved: boolean;
}

/** To the app: the patient chose to leave unsaved answers for an address outside the dashboard. */
export interface DashboardLeaveEvent {
  type: 'dashboard.leave';
  route: RouteEvent;
}

export type DashboardEvent =
  | RouteEvent
  | { type: 'profile.edit'; section: ProfileSection }
  | { type: 'profile.editCancelled' }
  | { type: 'profile.editChanged'; unsaved: boolean }
  | { type: 'profile.leaveConfirmed' }
  | { type: 'profile.leaveCancelled' }
  | { type: 'step.submitted'; step: OnboardingStepId; values: AnswersPatch }
  | { type: 'appointment.schedule' }
  | { type: 'appointment.scheduleClosed' }
  | { type: 'report.reload' }
  | { type: 'report.download' }
  /** "Replace" (or "Upload a report" without one): a new report, uploaded on this page. */
  | { type: 'report.replace' }
  | { type: 'report.replaceCancelled' }
  | { type: 'report.delete' }
  | { type: 'report.deleteCancelled' }
  | { type: 'report.deleteConfirmed' }
  | ReportUploadedEvent
  | { type: 'session.renewed' }
  | { type: 'session.expired' }
  | AccountDeletedEvent
  | AppointmentBookedEvent;

export function initialDashboardContext(input: DashboardInput): DashboardContext {
  return {
    profile: input.profile,
    route: input.route,
    page: null,
    section: null,
    unsavedEdit: false,
    heldRoute: null,
    saveInput: { patch: {}, toasts: { saved: null, failed: null } },
    saveFailure: null,
    report: null,
    replacedReportId: null,
    deleteFailure: null,
  };
}
