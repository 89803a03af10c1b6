import type { AnyEventObject, AnyStateMachine, EventObject } from 'xstate';
import { appDelays } from '@machines/app/app.machine';
import { routeTable } from '@machines/app/route-table';
import { bookingDelays } from '@machines/booking/booking.machine';
import { toastDelays } from '@machines/toast/toast.machine';
import { uploadDelays } from '@machines/upload/upload.machine';
import { invokeSources } from './graph-traversal';

const doneLabels: Record<string, (output: unknown) => string> = {
  fetchCurrentUser: (output) => {
    if (!output) return 'no stored session';
    return (output as { has_completed_onboarding?: boolean }).has_completed_onboarding
      ? 'the profile of a patient who finished onboarding loads'
      : 'the profile of a new patient loads';
  },
  login: () => 'the server accepts the password',
  register: () => 'the server creates the account',
  exchangeGoogleCode: () => 'the server accepts the Google code',
  checkOnboarding: (output) =>
    `the onboarding check says ${String((output as { redirect_path?: string })?.redirect_path)}`,
  saveOnboarding: () => 'the save succeeds',
  uploadReport: () => 'the server reads the report',
};

const delayMs: Record<string, number> = {
  ...appDelays,
  ...uploadDelays,
  ...bookingDelays,
  ...toastDelays,
};

const errorLabels: Record<string, string> = {
  fetchCurrentUser: 'the stored token is rejected',
  login: 'the server rejects the password',
  register: 'the server rejects the registration',
  exchangeGoogleCode: 'the server rejects the Google code',
  checkOnboarding: 'the onboarding check fails',
  saveOnboarding: 'the save fails',
  uploadReport: 'the upload fails',
  loadBookingEmbed: 'the calendar script fails',
};

function labelOf(event: AnyEventObject, sources: Map<string, string>): string {
  const type = event.type;
  if (type.startsWith('xstate.done.actor.')) {
    const src = sources.get(type.slice('xstate.done.actor.'.length)) ?? 'request';
    return doneLabels[src]?.(event.output) ?? `${src} finishes`;
  }
  if (type.startsWith('xstate.error.actor.')) {
    const src = sources.get(type.slice('xstate.error.actor.'.length)) ?? 'request';
    return errorLabels[src] ?? `${src} fails`;
  }
  if (type.startsWith('xstate.after.')) {
    const delay = type.split('.')[2] ?? '';
    return `wait ${delayMs[delay] ?? '?'} ms (${delay})`;
  }
  switch (type) {
    case 'xstate.route':
      return `open ${describeRoute(event)}`;
    case 'auth.login.submitted':
      return 'Sign in';
    case 'auth.register.submitted':
      return event.password === event.confirmPassword
        ? 'Register'
        : 'Register with passwords that differ';
    case 'auth.google.started':
      return 'Continue with Google';
    case 'auth.logout':
      return 'Logout';
    case 'personalInfo.submitted': {
      const values = event.values as { state: string; firstName: string };
      const missing = values.firstName.trim() ? '' : ' but no first name';
      return `fill personal info with state ${values.state}${missing} -> Next`;
    }
    case 'medicalCondition.submitted':
      return 'answer the medical condition questions -> Next';
    case 'medicalCondition.back':
      return 'Back (to personal info)';
    case 'medicalHistory.submitted': {
      const values = event.values as { medications: unknown[] };
      const valid = values.medications.every((item) => typeof item === 'string');
      return valid ? 'fill medical history -> Next' : 'send unreadable medical history -> Next';
    }
    case 'geneticReport.answered':
      return event.hasReport ? 'answer Yes (I have a report)' : 'answer No (no report)';
    case 'geneticReport.submitted':
      return 'Next: Book Appointment';
    case 'report.uploaded':
      return 'the report upload succeeds';
    case 'report.cleared':
      return 'choose another file';
    case 'checklist.submitted':
      return 'tick checklist items -> Next: Book Appointment';
    case 'appointment.booked':
      return 'book a time in the calendar';
    case 'onboarding.completed':
      return 'Complete & Go to Dashboard';
    case 'step.back':
      return 'Back';
    case 'file.selected':
      return 'choose a report file';
    case 'upload.cancelled':
      return 'cancel the upload';
    default:
      return type;
  }
}

function describeRoute(event: AnyEventObject): string {
  const to = String(event.to).slice(1);
  const suffix = `${event.search ?? ''}${event.hash ?? ''}`;
  if (to === 'googleCallback') return `/auth${suffix} (back from Google)`;
  if (to === 'personalInfo' && event.alias) return '/onboarding/personal-info';
  return routeTable.find((route) => route.id === to)?.path ?? `#${to}`;
}

/** Turns a machine's events into the words QA reads ("Sign in -> fill personal info ..."). */
export function eventLabeller(machine: AnyStateMachine) {
  const sources = invokeSources(machine);
  return (event: EventObject) => labelOf(event as AnyEventObject, sources);
}
