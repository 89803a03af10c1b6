import { messages } from '../shared/messages';
import { dashboardSetup } from './dashboard-setup';
import { initialDashboardContext } from './dashboard-types';
import { reportPageMessages } from './report-page-messages';

export const dashboardMachine = dashboardSetup.createMachine({
  id: 'dashboard',
  description:
    'The dashboard for patients who finished onboarding: home, appointments, messages, their profile and report, and settings.',
  context: ({ input }) => initialDashboardContext(input),
  type: 'parallel',
  // "Confirm your email" is on the home page and on Settings: it lives as long as the dashboard.
  invoke: {
    id: 'emailReminder',
    src: 'emailReminder',
    input: ({ context }) => ({ emailVerified: context.profile.emailVerified }),
    onError: { actions: { type: 'showToast', params: messages.unexpectedError } },
  },
  states: {
    page: {
      description: 'Which dashboard page is on screen.',
      initial: 'home',
      entry: 'replayStartRoute',
      on: {
        'xstate.route': [
          { guard: { type: 'opensPage', params: { page: 'dashboardHome' } }, target: '.home' },
          {
            guard: { type: 'opensPage', params: { page: 'dashboardCalendar' } },
            target: '.calendar',
          },
          {
            guard: { type: 'opensPage', params: { page: 'dashboardMessages' } },
            target: '.messages',
          },
          {
            guard: { type: 'opensPage', params: { page: 'dashboardProfile' } },
            target: '.profile',
          },
          { guard: { type: 'opensPage', params: { page: 'dashboardReport' } }, target: '.report' },
          {
            guard: { type: 'opensPage', params: { page: 'dashboardSummary' } },
            target: '.summary',
          },
          {
            guard: { type: 'opensPage', params: { page: 'dashboardSettings' } },
            target: '.settings',
          },
        ],
      },
      states: {
        home: {
          id: 'dashboardHome',
          description: 'Home: greeting, upcoming appointment, profile completion and resources.',
          entry: { type: 'showPage', params: { page: 'dashboardHome' } },
        },
        calendar: {
          id: 'dashboardCalendar',
          description: 'Appointments: the booked appointment on a calendar.',
          entry: { type: 'showPage', params: { page: 'dashboardCalendar' } },
          initial: 'viewing',
          states: {
            viewing: {
              description: 'The calendar and the day panel.',
              on: { 'appointment.schedule': 'scheduling' },
            },
            scheduling: {
              description: '"Schedule New Appointment": the booking calendar in a dialog.',
              invoke: {
                id: 'booking',
                src: 'booking',
                onError: {
                  target: 'viewing',
                  actions: { type: 'showToast', params: messages.unexpectedError },
                },
              },
              on: {
                'appointment.booked': {
                  description: 'The new time is kept and saved to the profile.',
                  target: 'viewing',
                  actions: ['keepAppointment', 'recordAppointment', 'reportProfile'],
                },
                'appointment.scheduleClosed': 'viewing',
              },
            },
          },
        },
        messages: {
          id: 'dashboardMessages',
          description:
            'Messages (sample conversations; nothing is sent yet, and the page says so).',
          entry: { type: 'showPage', params: { page: 'dashboardMessages' } },
        },
        profile: {
          id: 'dashboardProfile',
          description:
            'Profile: everything the patient told us, section by section, each editable.',
          entry: { type: 'showPage', params: { page: 'dashboardProfile' } },
          initial: 'open',
          states: {
            open: {
              description: 'The Profile page is shown.',
              on: {
                'xstate.route': {
                  description:
                    'Another page while a section holds unsaved answers: the patient is asked first.',
                  guard: 'leavesUnsavedEdit',
                  target: 'askingToLeave',
                  actions: 'holdRoute',
                },
              },
            },
            askingToLeave: {
              description:
                '"Leave without saving?": Keep editing stays with the answers; Leave without saving closes the section unsaved and opens the page asked for.',
              on: {
                'xstate.route': {
                  description: 'Another page asked for while asking: that one opens if they leave.',
                  guard: 'leavesUnsavedEdit',
                  actions: 'holdRoute',
                },
                'profile.leaveConfirmed': { target: 'open', actions: 'leaveUnsavedEdit' },
                'profile.leaveCancelled': { target: 'open', actions: 'dropHeldRoute' },
              },
            },
          },
        },
        report: {
          id: 'dashboardReport',
          description:
            'My genetic report: the extracted results of the report on file and the file itself, with Replace and Delete (issue 23 item 7).',
          entry: { type: 'showPage', params: { page: 'dashboardReport' } },
          initial: 'opening',
          states: {
            opening: {
              description: 'Is a report on file?',
              always: [{ guard: 'hasReportOnFile', target: 'loading' }, { target: 'empty' }],
            },
            empty: {
              description: 'No report on file: "Upload a report" opens the upload on this page.',
              on: { 'report.replace': 'replacing' },
            },
            loading: {
              description: 'The stored results are fetched.',
              invoke: {
                src: 'fetchReport',
                input: ({ context }) => ({ reportId: context.profile.latestReportId ?? '' }),
                onDone: { target: 'showing', actions: 'keepReport' },
                onError: { target: 'unavailable' },
              },
            },
            unavailable: {
              description: 'The results could not be fetched: "Try again", or Replace.',
              on: { 'report.reload': 'loading', 'report.replace': 'replacing' },
            },
            showing: {
              description: 'The result view, the original file to download, Replace and Delete.',
              initial: 'idle',
              states: {
                idle: {
                  description: 'The results are shown.',
                  on: {
                    'report.download': 'downloading',
                    'report.replace': '#dashboard.page.report.replacing',
                    'report.delete': 'confirmingDelete',
                  },
                },
                downloading: {
                  description: 'The original file is being downloaded.',
                  invoke: {
                    src: 'downloadReport',
                    onDone: { target: 'idle' },
                    onError: {
                      target: 'idle',
                      actions: { type: 'showToast', params: messages.downloadFailed },
                    },
                  },
                },
                confirmingDelete: {
                  description:
                    '"Delete your genetic report?": Cancel keeps it (and takes the focus); Delete report deletes it.',
                  on: {
                    'report.deleteCancelled': { target: 'idle', actions: 'forgetDeleteFailure' },
                    'report.deleteConfirmed': 'deleting',
                  },
                },
                deleting: {
                  description:
                    '"Deleting...": the report and its file are deleted and the profile says there is no report.',
                  invoke: {
                    src: 'deleteReport',
                    input: ({ context }) => ({ reportId: context.profile.latestReportId ?? '' }),
                    onDone: {
                      target: '#dashboard.page.report.empty',
                      actions: [
                        'forgetReport',
                        'reportProfile',
                        { type: 'showToast', params: reportPageMessages.reportDeleted },
                      ],
                    },
                    onError: {
                      description: 'Not deleted: the dialog says why, and the report stays.',
                      target: 'confirmingDelete',
                      actions: 'keepDeleteFailure',
                    },
                  },
                },
              },
            },
            replacing: {
              description:
                'A new report is uploaded on this page (the same upload as step 4): it replaces the one on file once read (or kept). Cancel goes back.',
              invoke: {
                id: 'upload',
                src: 'upload',
                input: { reportId: null },
                onError: {
                  target: 'opening',
                  actions: { type: 'showToast', params: messages.unexpectedError },
                },
              },
              on: {
                'report.uploaded': { target: 'recordingReplacement', actions: 'keepNewReport' },
                'report.replaceCancelled': 'opening',
              },
            },
            recordingReplacement: {
              description:
                'The new report is on file: the one it replaces is deleted and "I have a genetic report" saved.',
              invoke: {
                src: 'recordReplacement',
                input: ({ context }) => ({
                  replacedId: context.replacedReportId,
                  newId: context.profile.latestReportId ?? '',
                }),
                onDone: {
                  target: 'showing',
                  actions: [
                    'forgetReplacedReport',
                    'reportProfile',
                    { type: 'showToast', params: reportPageMessages.reportReplaced },
                  ],
                },
                onError: {
                  target: 'showing',
                  actions: [
                    'forgetReplacedReport',
                    'reportProfile',
                    { type: 'showToast', params: reportPageMessages.replacementNotRecorded },
                  ],
                },
              },
            },
          },
        },
        summary: {
          id: 'dashboardSummary',
          description:
            'Pre-visit summary: the record on one or two pages to print or save as PDF for the clinic.',
          entry: { type: 'showPage', params: { page: 'dashboardSummary' } },
          initial: 'opening',
          states: {
            opening: {
              description: 'Is a report on file? Its variants go in the summary.',
              always: [{ guard: 'hasReportOnFile', target: 'loading' }, { target: 'ready' }],
            },
            loading: {
              description: 'The report on file is fetched for its variants table.',
              invoke: {
                src: 'fetchReport',
                input: ({ context }) => ({ reportId: context.profile.latestReportId ?? '' }),
                onDone: { target: 'ready', actions: 'keepReport' },
                onError: { target: 'unavailable' },
              },
            },
            unavailable: {
              description: 'The report could not be fetched: "Try again".',
              on: { 'report.reload': 'loading' },
            },
            ready: { description: 'The summary, ready to print or save as PDF.' },
          },
        },
        settings: {
          id: 'dashboardSettings',
          description:
            'Settings: its own machine (theme, "Your data", a new password, recent activity, deleting the account), the same one a patient still in onboarding opens.',
          entry: { type: 'showPage', params: { page: 'dashboardSettings' } },
          invoke: {
            id: 'settings',
            src: 'settings',
            onError: { actions: { type: 'showToast', params: messages.unexpectedError } },
          },
          on: { 'account.deleted': { actions: 'reportAccountDeleted' } },
        },
      },
    },
    profileEdit: {
      description:
        'Editing one section of the profile, with the same checks and saves as onboarding.',
      initial: 'viewing',
      on: {
        'session.renewed': { actions: 'forwardToSave' },
        'profile.editChanged': {
          description: 'The open section says whether its answers differ from the saved ones.',
          actions: 'keepUnsavedEdit',
        },
      },
      states: {
        viewing: {
          description: 'Every section is shown read-only with an Edit button.',
          on: { 'profile.edit': { target: 'editing', actions: 'openSection' } },
        },
        editing: {
          description: 'One section is an editable form; Cancel leaves it unchanged.',
          on: {
            'step.submitted': { guard: 'canSaveSection', target: 'saving', actions: 'keepAnswers' },
            'profile.editCancelled': { target: 'viewing', actions: 'closeSection' },
            'profile.edit': { target: 'editing', actions: 'openSection' },
          },
        },
        saving: {
          description: '"Saving..." while the server stores the section: "Profile updated".',
          invoke: {
            id: 'save',
            src: 'saveAnswers',
            input: ({ context }) => context.saveInput,
            onDone: [
              {
                guard: 'saveSucceeded',
                target: 'viewing',
                actions: ['closeSection', 'reportProfile'],
              },
              { target: 'editing', actions: 'keepSaveFailure' },
            ],
            onError: { target: 'editing', actions: 'keepSaveFailure' },
          },
          on: { 'session.expired': { actions: 'reportSessionExpired' } },
        },
      },
    },
  },
});
