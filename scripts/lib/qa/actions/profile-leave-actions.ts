import { line, quoted } from '../gherkin/lines';
import { type QaAction, type QaState, qaEvent } from '../qa-types';
import { editedSection } from './dashboard-actions';

/**
 * Leaving the Profile page with a section's answers changed and not saved: the page asks "Leave
 * without saving?"; the patient keeps editing, leaves, or the browser's Back or Forward asks for
 * yet another page while the question is open (issue 30).
 */

const leaveAsked = (state: QaState) => state.view.screen?.leaveAsked === true;

const editingOnProfile = (state: QaState) =>
  state.view.page?.id === 'dashboardProfile' &&
  JSON.stringify(state.view.machines.dashboard?.value ?? null).includes('"profileEdit":"editing"');

/** The page the browser's Back or Forward asks for while the question is open. */
export const otherPageWhileAsking = '/dashboard/calendar';

export const typeUnsaved: QaAction = {
  type: 'qa.typeUnsaved',
  offers: (state) =>
    editingOnProfile(state) && !state.view.facts.unsavedEdit && !leaveAsked(state)
      ? [qaEvent('qa.typeUnsaved')]
      : [],
  perform: (step) => step.send('dashboard', { type: 'profile.editChanged', unsaved: true }),
  when: () => 'the patient changes their family history without saving',
  steps: () => [
    line(`the patient fills in ${quoted(editedSection.field)} with ${quoted(editedSection.value)}`),
  ],
};

type Answer = 'stay' | 'leave';

export const answerLeave: QaAction = {
  type: 'qa.answerLeave',
  offers: (state) =>
    leaveAsked(state)
      ? [
          qaEvent('qa.answerLeave', { answer: 'stay' }),
          qaEvent('qa.answerLeave', { answer: 'leave' }),
        ]
      : [],
  perform: (step, event) =>
    step.send('dashboard', {
      type: event.answer === 'leave' ? 'profile.leaveConfirmed' : 'profile.leaveCancelled',
    }),
  when: (event) =>
    (event.answer as Answer) === 'leave'
      ? 'the patient leaves without saving'
      : 'the patient keeps editing',
  steps: (event) => [
    line(
      `the patient presses ${quoted((event.answer as Answer) === 'leave' ? 'Leave without saving' : 'Keep editing')}`,
    ),
  ],
};

export const routeWhileAsking: QaAction = {
  type: 'qa.routeWhileAsking',
  offers: (state) =>
    leaveAsked(state) ? [qaEvent('qa.routeWhileAsking', { url: otherPageWhileAsking })] : [],
  perform: (step, event) => step.follow(String(event.url)),
  when: (event) => `the browser's Back or Forward asks for ${event.url} while the question is open`,
  steps: (event) => [
    line(`the browser's Back or Forward changes the address to ${quoted(String(event.url))}`),
  ],
};
