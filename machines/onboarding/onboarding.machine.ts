import { messages } from '../shared/messages';
import { onboardingSetup } from './onboarding-setup';
import { initialOnboardingContext } from './onboarding-types';

/** A step's answers are saved; "No" to a report on file or on its way is asked about first. */
const submitAnswers = [
  {
    description: '"No" while a report is on file or on its way: the patient is asked first.',
    guard: 'removesReport',
    target: 'confirmingRemoval',
    actions: 'holdSubmission',
  },
  { guard: 'canSave', target: 'saving', actions: 'keepAnswers' },
] as const;

export const onboardingMachine = onboardingSetup.createMachine({
  id: 'onboarding',
  description:
    'The five-step onboarding wizard, with the checklist branch when the patient has no genetic report. Each step saves its answers, then moves on; Back moves to the previous step.',
  context: ({ input }) => initialOnboardingContext(input),
  initial: 'active',
  states: {
    active: {
      description: 'The wizard is open: the step on screen, and beside it the save of its answers.',
      type: 'parallel',
      states: {
        page: {
          description: 'Which step is on screen.',
          initial: 'resuming',
          on: {
            'xstate.route': [
              {
                description: 'Step 1 asked for at its other address: only the address changes.',
                guard: 'changesStepOneAddress',
                actions: 'noteRouteAlias',
              },
              {
                guard: { type: 'canOpen', params: { step: 'personalInfo' } },
                target: '.personalInfo',
                actions: 'noteRouteAlias',
              },
              {
                guard: { type: 'canOpen', params: { step: 'medicalCondition' } },
                target: '.medicalCondition',
              },
              {
                guard: { type: 'canOpen', params: { step: 'medicalHistory' } },
                target: '.medicalHistory',
              },
              {
                guard: { type: 'canOpen', params: { step: 'geneticReport' } },
                target: '.geneticReport',
              },
              {
                guard: { type: 'canOpen', params: { step: 'medicalChecklist' } },
                target: '.medicalChecklist',
              },
              {
                guard: { type: 'canOpen', params: { step: 'bookAppointment' } },
                target: '.bookAppointment',
              },
            ],
          },
          states: {
            resuming: {
              description: 'Opens the first step whose answers were never saved.',
              always: [
                {
                  guard: { type: 'resumesAt', params: { step: 'medicalCondition' } },
                  target: 'medicalCondition',
                },
                {
                  guard: { type: 'resumesAt', params: { step: 'medicalHistory' } },
                  target: 'medicalHistory',
                },
                {
                  guard: { type: 'resumesAt', params: { step: 'geneticReport' } },
                  target: 'geneticReport',
                },
                {
                  guard: { type: 'resumesAt', params: { step: 'medicalChecklist' } },
                  target: 'medicalChecklist',
                },
                {
                  guard: { type: 'resumesAt', params: { step: 'bookAppointment' } },
                  target: 'bookAppointment',
                },
                { target: 'personalInfo' },
              ],
              exit: 'replayStartRoute',
            },
            personalInfo: {
              id: 'personalInfo',
              description:
                'Step 1: name, date of birth, gender and state. Only Michigan is served.',
              entry: { type: 'showStep', params: { step: 'personalInfo' } },
              exit: 'forgetRouteAlias',
              initial: 'editing',
              states: {
                editing: { description: 'The form is shown.' },
                notServed: {
                  description:
                    '"Service Not Available in Your State": only Michigan residents can continue.',
                },
              },
              on: {
                'residence.chosen': [
                  {
                    guard: 'isOutsideMichigan',
                    target: '.notServed',
                    actions: { type: 'showToast', params: messages.serviceNotAvailable },
                  },
                  { target: '.editing' },
                ],
                'step.saved': { guard: 'savedThisStep', target: 'medicalCondition' },
              },
            },
            medicalCondition: {
              id: 'medicalCondition',
              description: 'Step 2: diagnosis yes/no, condition, year of diagnosis and symptoms.',
              entry: { type: 'showStep', params: { step: 'medicalCondition' } },
              on: {
                'step.saved': { guard: 'savedThisStep', target: 'medicalHistory' },
                'step.back': {
                  description:
                    'Back keeps the answers typed so far (spec) and shows step 1 at /onboarding/personal-info.',
                  target: 'personalInfo',
                  actions: ['keepAnswersLocally', 'useRouteAlias'],
                },
              },
            },
            medicalHistory: {
              id: 'medicalHistory',
              description: 'Step 3: medications, other conditions and family history.',
              entry: { type: 'showStep', params: { step: 'medicalHistory' } },
              on: {
                'step.saved': { guard: 'savedThisStep', target: 'geneticReport' },
                'step.back': 'medicalCondition',
              },
            },
            geneticReport: {
              id: 'geneticReport',
              description:
                'Step 4: does the patient have a genetic testing report? If yes, it is uploaded here.',
              entry: [{ type: 'showStep', params: { step: 'geneticReport' } }, 'openReportStep'],
              invoke: {
                id: 'upload',
                src: 'upload',
                input: ({ context }) => ({ reportId: context.profile.latestReportId }),
                onError: { actions: { type: 'showToast', params: messages.unexpectedError } },
              },
              on: {
                'report.answered': { actions: 'keepReportAnswer' },
                'report.uploaded': { actions: 'noteReportOnFile' },
                'report.cleared': { actions: 'noteNoReportOnFile' },
                'report.resumed': {
                  description:
                    'The step opened on a reading sent before the tab was closed: "Yes" is selected.',
                  actions: 'resumeReading',
                },
                'report.pending': { actions: 'keepReportPending' },
                'step.saved': [
                  {
                    description: 'A report: the checklist is skipped.',
                    guard: 'savedYesToReport',
                    target: 'bookAppointment',
                  },
                  {
                    description: 'No report: the medical checklist.',
                    guard: 'savedThisStep',
                    target: 'medicalChecklist',
                  },
                ],
                'step.back': 'medicalHistory',
              },
            },
            medicalChecklist: {
              id: 'medicalChecklist',
              description:
                'Only without a report: eleven yes/no questions; only the "yes" answers are saved.',
              entry: { type: 'showStep', params: { step: 'medicalChecklist' } },
              on: {
                'step.saved': { guard: 'savedThisStep', target: 'bookAppointment' },
                'step.back': 'geneticReport',
              },
            },
            bookAppointment: {
              id: 'bookAppointment',
              description:
                'Step 5: book a genetic counseling appointment in the embedded calendar, then finish.',
              entry: { type: 'showStep', params: { step: 'bookAppointment' } },
              invoke: {
                id: 'booking',
                src: 'booking',
                onError: { actions: { type: 'showToast', params: messages.unexpectedError } },
              },
              on: {
                'appointment.booked': {
                  description: 'The booked time is saved at once, before the patient finishes.',
                  actions: ['keepAppointment', 'recordAppointment'],
                },
                'step.saved': { guard: 'savedThisStep', target: '#onboarding.done' },
                'step.back': 'medicalHistory',
              },
            },
          },
        },
        save: {
          description:
            "Saving a step's answers, the same way for every step. A save goes on, and its message shows, even if the patient moves to another page meanwhile.",
          initial: 'idle',
          on: { 'session.renewed': { actions: 'forwardToSave' } },
          states: {
            idle: {
              description: 'Nothing is being saved.',
              on: { 'step.submitted': submitAnswers },
            },
            confirmingRemoval: {
              description:
                '"Delete your report?": answering "No" deletes the report on file or on its way. Keep my report goes back to the step; Delete report and continue saves "No".',
              on: {
                'report.removalConfirmed': { target: 'idle', actions: 'submitConfirmedRemoval' },
                'report.removalCancelled': { target: 'idle', actions: 'dropHeldSubmission' },
                'xstate.route': {
                  description: "Another page opens (the browser's Back): nothing is deleted.",
                  target: 'idle',
                  actions: 'dropHeldSubmission',
                },
              },
            },
            saving: {
              description:
                '"Saving..." ("Completing..." on the last step) while the server stores the answers, with the step\'s message when done.',
              invoke: {
                id: 'save',
                src: 'saveAnswers',
                input: ({ context }) => context.saveInput,
                onDone: [
                  {
                    guard: 'saveSucceeded',
                    target: 'idle',
                    actions: ['reportProfile', 'announceSaved'],
                  },
                  { target: 'failed', actions: 'keepSaveFailure' },
                ],
                onError: { target: 'failed', actions: 'keepSaveFailure' },
              },
              on: { 'session.expired': { actions: 'reportSessionExpired' } },
            },
            failed: {
              description:
                'Not saved: the reason shows, at the field when it is about one; the answers stay and the patient can try again.',
              on: { 'step.submitted': submitAnswers },
            },
          },
        },
      },
    },
    done: {
      description: 'Onboarding is complete: the dashboard opens.',
      type: 'final',
    },
  },
  output: ({ context }) => context.profile,
});
