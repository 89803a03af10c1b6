import type { AnswersPatch, UserProfile } from '@contract/profile/profile';
import {
  type BookingEmbedInput,
  type BookingEvent,
  bookingMachine,
} from '@machines/booking/booking.machine';
import { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import {
  selectAppointmentDate,
  selectBookingActor,
  selectDashboardProfile,
  selectEditedSection,
  selectGreetingName,
  selectIsAskingToLeave,
  selectIsSavingProfile,
  selectIsScheduling,
  selectProfileSaveFailure,
} from '@machines/dashboard/selectors';
import type { RouteEvent } from '@machines/routes/route-event';
import { saveAnswersMachine } from '@machines/save/save-answers.machine';
import { describe, expect, it } from 'vitest';
import { controllable, controllableCallback, failingLike, settle } from './support/controllable';
import { completedProfile, route } from './support/fixtures';
import { startHosted } from './support/host';
import { failureWords } from './support/in-english';
import { apiError, networkError } from './support/recorders';
import { spec } from './support/spec-texts';

const startTime = '2025-03-04T15:00:00.000Z';

function startDashboard({
  profile = completedProfile(),
  route: start = null,
}: {
  profile?: UserProfile;
  route?: RouteEvent | null;
} = {}) {
  const save = controllable<void, { patch: AnswersPatch }>();
  const embed = controllableCallback<BookingEvent, BookingEmbedInput>();
  const machine = dashboardMachine.provide({
    actors: {
      saveAnswers: saveAnswersMachine.provide({ actors: { saveAnswers: save.logic } }),
      booking: bookingMachine.provide({ actors: { loadBookingEmbed: embed.logic } }),
    },
  });
  const hosted = startHosted(machine, { profile, route: start }, 'dashboard');
  return {
    ...hosted,
    save,
    embed,
    page: () => hosted.snapshot().context.page,
    edit: () => hosted.snapshot().value as { profileEdit: string },
  };
}

describe('dashboard: pages', () => {
  it('opens on Home', () => {
    const { page, snapshot } = startDashboard();

    expect(page()).toBe('dashboardHome');
    expect(snapshot().matches({ page: 'home' })).toBe(true);
    expect(snapshot().context.route).toBeNull();
  });

  it('opens the page the address asked for, once', () => {
    const { page, snapshot } = startDashboard({ route: route('#dashboardMessages') });

    expect(page()).toBe('dashboardMessages');
    expect(snapshot().context.route).toBeNull();
  });

  it.each([
    ['#dashboardCalendar', 'dashboardCalendar', 'calendar'],
    ['#dashboardMessages', 'dashboardMessages', 'messages'],
    ['#dashboardProfile', 'dashboardProfile', 'profile'],
    ['#dashboardReport', 'dashboardReport', 'report'],
    ['#dashboardSettings', 'dashboardSettings', 'settings'],
  ] as const)('moves to %s', (to, id, state) => {
    const { actor, page, snapshot } = startDashboard();

    actor.send(route(to));

    expect(page()).toBe(id);
    expect(snapshot().matches({ page: state })).toBe(true);
  });

  it('goes back Home', () => {
    const { actor, page } = startDashboard({ route: route('#dashboardSettings') });

    actor.send(route('#dashboardHome'));

    expect(page()).toBe('dashboardHome');
  });

  it('a route to the page shown changes nothing: the scheduling dialog stays open', () => {
    const { actor, snapshot, embed } = startDashboard({ route: route('#dashboardCalendar') });
    actor.send({ type: 'appointment.schedule' });

    actor.send(route('#dashboardCalendar'));

    expect(selectIsScheduling(snapshot())).toBe(true);
    expect(embed.starts).toHaveLength(1);
    expect(embed.last().stopped).toBe(false);
  });

  it('ignores routes it does not own', () => {
    const { actor, page } = startDashboard();

    actor.send(route('#personalInfo'));

    expect(page()).toBe('dashboardHome');
  });

  it('greets the patient by first name, or nobody by name (the page says "there")', () => {
    const named = startDashboard();
    const unnamed = startDashboard({ profile: { ...completedProfile(), firstName: '' } });

    expect(selectGreetingName(named.snapshot())).toBe('Pat');
    expect(selectGreetingName(unnamed.snapshot())).toBe('');
    expect(selectDashboardProfile(named.snapshot())).toEqual(completedProfile());
  });
});

describe('dashboard: scheduling an appointment', () => {
  it('opens the booking calendar from the Appointments page', () => {
    const { actor, snapshot, embed } = startDashboard({ route: route('#dashboardCalendar') });
    expect(selectIsScheduling(snapshot())).toBe(false);
    expect(selectBookingActor(snapshot())).toBeUndefined();

    actor.send({ type: 'appointment.schedule' });

    expect(selectIsScheduling(snapshot())).toBe(true);
    expect(selectBookingActor(snapshot())).toBeDefined();
    expect(embed.starts).toHaveLength(1);
  });

  it('a booking closes the dialog, shows the date, saves it and tells the app', () => {
    const { actor, snapshot, embed, save, sentToParent, toasts } = startDashboard({
      route: route('#dashboardCalendar'),
    });
    actor.send({ type: 'appointment.schedule' });

    embed.last().send({ type: 'booking.booked', startTime });

    expect(selectIsScheduling(snapshot())).toBe(false);
    expect(selectAppointmentDate(snapshot())).toBe(startTime);
    expect(save.last().input).toEqual({ patch: { appointmentDate: startTime } });
    expect(sentToParent('profile.changed')).toEqual([
      { type: 'profile.changed', profile: { ...completedProfile(), appointmentDate: startTime } },
    ]);
    expect(toasts).toEqual([spec.appointmentBooked]);
  });

  it('says the appointment was not saved when that save fails', async () => {
    const { actor, embed, save, toasts } = startDashboard({ route: route('#dashboardCalendar') });
    actor.send({ type: 'appointment.schedule' });
    embed.last().send({ type: 'booking.booked', startTime });

    save.last().reject(networkError());
    await settle();

    expect(toasts).toEqual([spec.appointmentBooked, spec.appointmentNotSaved]);
  });

  it('saves it silently when it works', async () => {
    const { actor, embed, save, toasts } = startDashboard({ route: route('#dashboardCalendar') });
    actor.send({ type: 'appointment.schedule' });
    embed.last().send({ type: 'booking.booked', startTime });

    save.last().resolve();
    await settle();

    expect(toasts).toEqual([spec.appointmentBooked]);
  });

  it('closing the dialog stops the calendar', () => {
    const { actor, snapshot, embed } = startDashboard({ route: route('#dashboardCalendar') });
    actor.send({ type: 'appointment.schedule' });

    actor.send({ type: 'appointment.scheduleClosed' });

    expect(selectIsScheduling(snapshot())).toBe(false);
    expect(embed.last().stopped).toBe(true);
  });

  it('leaving the page closes the dialog', () => {
    const { actor, snapshot } = startDashboard({ route: route('#dashboardCalendar') });
    actor.send({ type: 'appointment.schedule' });

    actor.send(route('#dashboardHome'));
    actor.send(route('#dashboardCalendar'));

    expect(snapshot().matches({ page: { calendar: 'viewing' } })).toBe(true);
  });

  it('a broken calendar closes the dialog with "Something went wrong"', async () => {
    const machine = dashboardMachine.provide({ actors: { booking: failingLike(bookingMachine) } });
    const { actor, snapshot, toasts } = startHosted(
      machine,
      { profile: completedProfile(), route: route('#dashboardCalendar') },
      'dashboard',
    );

    actor.send({ type: 'appointment.schedule' });
    await settle();

    expect(selectIsScheduling(snapshot())).toBe(false);
    expect(toasts).toEqual([spec.unexpectedError]);
  });

  it('schedules only from the Appointments page', () => {
    const { actor, snapshot } = startDashboard();

    actor.send({ type: 'appointment.schedule' });

    expect(selectIsScheduling(snapshot())).toBe(false);
  });
});

describe('dashboard: editing the profile', () => {
  it('shows every section read-only at first', () => {
    const { snapshot, edit } = startDashboard({ route: route('#dashboardProfile') });

    expect(edit().profileEdit).toBe('viewing');
    expect(selectEditedSection(snapshot())).toBeNull();
    expect(selectIsSavingProfile(snapshot())).toBe(false);
    expect(selectProfileSaveFailure(snapshot())).toBeNull();
  });

  it('opens one section, and another instead', () => {
    const { actor, snapshot } = startDashboard();

    actor.send({ type: 'profile.edit', section: 'medicalHistory' });
    expect(selectEditedSection(snapshot())).toBe('medicalHistory');
    actor.send({ type: 'profile.edit', section: 'personalInfo' });

    expect(selectEditedSection(snapshot())).toBe('personalInfo');
  });

  it('Cancel leaves the section unchanged', () => {
    const { actor, snapshot, save, edit } = startDashboard();
    actor.send({ type: 'profile.edit', section: 'medicalHistory' });

    actor.send({ type: 'profile.editCancelled' });

    expect(edit().profileEdit).toBe('viewing');
    expect(selectEditedSection(snapshot())).toBeNull();
    expect(snapshot().context.section).toBeNull();
    expect(snapshot().context.profile).toEqual(completedProfile());
    expect(save.calls).toHaveLength(0);
  });

  it('saves the section with "Profile updated", closes it and tells the app', async () => {
    const { actor, snapshot, save, toasts, sentToParent, edit } = startDashboard();
    actor.send({ type: 'profile.edit', section: 'medicalHistory' });

    actor.send({ type: 'step.submitted', step: 'medicalHistory', values: { familyHistory: '' } });
    expect(selectIsSavingProfile(snapshot())).toBe(true);
    expect(save.last().input).toEqual({ patch: { familyHistory: 'No family history provided' } });
    save.last().resolve();
    await settle();

    expect(edit().profileEdit).toBe('viewing');
    expect(selectIsSavingProfile(snapshot())).toBe(false);
    expect(selectEditedSection(snapshot())).toBeNull();
    expect(snapshot().context.section).toBeNull();
    expect(toasts).toEqual([spec.profileSaved]);
    expect(sentToParent('profile.changed')).toEqual([
      {
        type: 'profile.changed',
        profile: { ...completedProfile(), familyHistory: 'No family history provided' },
      },
    ]);
  });

  it('keeps the section open with the reason when the save fails', async () => {
    const { actor, snapshot, save, toasts, sentToParent } = startDashboard();
    actor.send({ type: 'profile.edit', section: 'medicalCondition' });
    actor.send({
      type: 'step.submitted',
      step: 'medicalCondition',
      values: { hasBeenDiagnosed: true, yearOfDiagnosis: '1800' },
    });

    save.last().reject(apiError(422, 'Too early', 'diagnosis'));
    await settle();

    expect(selectEditedSection(snapshot())).toBe('medicalCondition');
    expect(failureWords(selectProfileSaveFailure(snapshot()))).toEqual({
      reason: 'Too early',
      field: 'yearOfDiagnosis',
    });
    expect(toasts).toEqual([{ ...spec.profileFailed, description: 'Too early' }]);
    expect(sentToParent('profile.changed')).toEqual([]);
  });

  it('a failure is forgotten when the patient saves again or opens another section', async () => {
    const { actor, snapshot, save } = startDashboard();
    actor.send({ type: 'profile.edit', section: 'medicalHistory' });
    actor.send({ type: 'step.submitted', step: 'medicalHistory', values: { familyHistory: 'x' } });
    save.last().reject(networkError());
    await settle();
    expect(failureWords(selectProfileSaveFailure(snapshot()))).toEqual({
      reason: null,
      field: null,
    });

    actor.send({ type: 'profile.edit', section: 'personalInfo' });
    expect(selectProfileSaveFailure(snapshot())).toBeNull();
    actor.send({ type: 'step.submitted', step: 'personalInfo', values: { firstName: 'Sam' } });
    expect(snapshot().context.saveFailure).toBeNull();
  });

  it('refuses answers for another section, or outside Michigan', () => {
    const { actor, snapshot, save } = startDashboard();
    actor.send({ type: 'profile.edit', section: 'personalInfo' });

    actor.send({ type: 'step.submitted', step: 'medicalHistory', values: { familyHistory: 'x' } });
    actor.send({ type: 'step.submitted', step: 'personalInfo', values: { state: 'OH' } });
    actor.send({ type: 'step.submitted', step: 'personalInfo', values: { familyHistory: 'x' } });

    expect(save.calls).toHaveLength(0);
    expect(selectIsSavingProfile(snapshot())).toBe(false);
  });

  it('ignores a submit while nothing is being edited', () => {
    const { actor, save } = startDashboard();

    actor.send({ type: 'step.submitted', step: 'personalInfo', values: { firstName: 'Sam' } });

    expect(save.calls).toHaveLength(0);
  });

  it('a broken save keeps the section open', async () => {
    const machine = dashboardMachine.provide({
      actors: { saveAnswers: failingLike(saveAnswersMachine, apiError(400, 'Nope', 'firstName')) },
    });
    const { actor, snapshot } = startHosted(
      machine,
      { profile: completedProfile(), route: null },
      'dashboard',
    );
    actor.send({ type: 'profile.edit', section: 'personalInfo' });

    actor.send({ type: 'step.submitted', step: 'personalInfo', values: { firstName: 'Sam' } });
    await settle();

    expect(selectEditedSection(snapshot())).toBe('personalInfo');
    expect(failureWords(selectProfileSaveFailure(snapshot()))).toEqual({
      reason: 'Nope',
      field: 'firstName',
    });
  });

  it('the session ends during a save: the app is told, and the save goes on after sign-in', async () => {
    const { actor, snapshot, save, sentToParent, toasts } = startDashboard();
    actor.send({ type: 'profile.edit', section: 'personalInfo' });
    actor.send({ type: 'step.submitted', step: 'personalInfo', values: { firstName: 'Sam' } });

    save.last().reject(apiError(401));
    await settle();
    expect(sentToParent('session.expired')).toEqual([{ type: 'session.expired' }]);
    actor.send({ type: 'session.renewed' });
    save.last().resolve();
    await settle();

    expect(save.calls).toHaveLength(2);
    expect(selectEditedSection(snapshot())).toBeNull();
    expect(toasts).toEqual([spec.profileSaved]);
  });

  it('an expiry outside a save is not passed on', () => {
    const { actor, sentToParent } = startDashboard();

    actor.send({ type: 'session.expired' });

    expect(sentToParent('session.expired')).toEqual([]);
  });
});

describe('dashboard: leaving an unsaved Profile edit (issue 30)', () => {
  function editingUnsaved() {
    const started = startDashboard({ route: route('#dashboardProfile') });
    started.actor.send({ type: 'profile.edit', section: 'medicalHistory' });
    started.actor.send({ type: 'profile.editChanged', unsaved: true });
    return started;
  }

  it('another page with unsaved answers asks first and stays on Profile', () => {
    const { actor, snapshot, page } = editingUnsaved();

    actor.send(route('#dashboardHome'));

    expect(selectIsAskingToLeave(snapshot())).toBe(true);
    expect(page()).toBe('dashboardProfile');
    expect(selectEditedSection(snapshot())).toBe('medicalHistory');
  });

  it('"Keep editing" stays with the answers', () => {
    const { actor, snapshot, page } = editingUnsaved();
    actor.send(route('#dashboardHome'));

    actor.send({ type: 'profile.leaveCancelled' });

    expect(selectIsAskingToLeave(snapshot())).toBe(false);
    expect(page()).toBe('dashboardProfile');
    expect(selectEditedSection(snapshot())).toBe('medicalHistory');
    expect(snapshot().context.heldRoute).toBeNull();
  });

  it('"Leave without saving" closes the section and opens the page asked for last', () => {
    const { actor, snapshot, page, save } = editingUnsaved();
    actor.send(route('#dashboardHome'));
    actor.send(route('#dashboardSettings'));

    actor.send({ type: 'profile.leaveConfirmed' });

    expect(page()).toBe('dashboardSettings');
    expect(selectEditedSection(snapshot())).toBeNull();
    expect(selectIsAskingToLeave(snapshot())).toBe(false);
    expect(snapshot().context.unsavedEdit).toBe(false);
    expect(save.calls).toHaveLength(0);
  });

  it('answers that match the saved ones leave without asking', () => {
    const { actor, snapshot, page } = editingUnsaved();
    actor.send({ type: 'profile.editChanged', unsaved: false });

    actor.send(route('#dashboardHome'));

    expect(page()).toBe('dashboardHome');
    expect(selectIsAskingToLeave(snapshot())).toBe(false);
  });

  it('a section opened afresh starts as saved', () => {
    const { actor, page } = editingUnsaved();
    actor.send({ type: 'profile.edit', section: 'personalInfo' });

    actor.send(route('#dashboardHome'));

    expect(page()).toBe('dashboardHome');
  });

  it('tells the app whether a section holds unsaved answers, as it changes', () => {
    const { actor, toParent } = editingUnsaved();
    const told = () =>
      toParent.filter((event) => event.type === 'dashboard.unsavedEdit').map((e) => e.unsaved);

    expect(told()).toEqual([false, true]);
    actor.send({ type: 'profile.editChanged', unsaved: false });
    actor.send({ type: 'profile.editChanged', unsaved: true });
    actor.send({ type: 'profile.editCancelled' });
    expect(told()).toEqual([false, true, false, true, false]);
  });

  it('leaving for an address outside the dashboard hands it back to the app', () => {
    const { actor, snapshot, page, toParent } = editingUnsaved();
    actor.send(route('#terms'));
    expect(selectIsAskingToLeave(snapshot())).toBe(true);

    actor.send({ type: 'profile.leaveConfirmed' });

    expect(toParent).toContainEqual({ type: 'dashboard.leave', route: route('#terms') });
    expect(page()).toBe('dashboardProfile');
    expect(selectEditedSection(snapshot())).toBeNull();
    expect(toParent.at(-1)).toEqual({ type: 'dashboard.unsavedEdit', unsaved: false });
  });

  it('a dashboard page asked for is opened here, not handed back', () => {
    const { actor, page, toParent } = editingUnsaved();
    actor.send(route('#dashboardHome'));

    actor.send({ type: 'profile.leaveConfirmed' });

    expect(page()).toBe('dashboardHome');
    expect(toParent.filter((event) => event.type === 'dashboard.leave')).toEqual([]);
  });
});
