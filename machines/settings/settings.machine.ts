import type { ExportFormat } from '@contract/export';
import { assign, fromPromise, sendParent, sendTo, setup } from 'xstate';
import { accountMachine } from '../account/account.machine';
import type { AccountDeletedEvent } from '../account/account-types';
import type { ToastInput } from '../domain/toast';
import { messages } from '../shared/messages';
import { notProvided } from '../shared/not-provided';
import { toastActor } from '../shared/send-toast';
import type { SettingsContext, SettingsEvent } from './settings-types';

/**
 * The Settings page for every signed-in patient: the dashboard runs it, and so does the app for a
 * patient still in onboarding (issue 23 item 7), so both see one page with one behaviour.
 */
export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
  },
  actors: {
    account: accountMachine,
    /** GET /api/user/export?format=..., saved as a file by the browser. */
    downloadExport: fromPromise<void, { format: ExportFormat }>(async () =>
      notProvided('downloadExport'),
    ),
  },
  actions: {
    keepExportFormat: assign({
      exportFormat: ({ context, event }) =>
        event.type === 'export.requested' ? event.format : context.exportFormat,
    }),
    reportAccountDeleted: sendParent({ type: 'account.deleted' } satisfies AccountDeletedEvent),
    showToast: sendTo(toastActor, (_, params: ToastInput) => ({ type: 'toast.show', ...params })),
  },
}).createMachine({
  id: 'settings',
  description:
    'Settings: theme, "Your data" (downloads and the summary), a new password, recent activity, deleting the account.',
  context: { page: 'dashboardSettings', exportFormat: null },
  invoke: {
    id: 'account',
    src: 'account',
    onError: { actions: { type: 'showToast', params: messages.unexpectedError } },
  },
  on: {
    'account.deleted': {
      description: 'The account is gone: the parent signs the patient out.',
      actions: 'reportAccountDeleted',
    },
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'No export is being downloaded.',
      on: { 'export.requested': { target: 'exporting', actions: 'keepExportFormat' } },
    },
    exporting: {
      description: 'The chosen export (FHIR or Phenopacket) is downloaded and saved.',
      invoke: {
        src: 'downloadExport',
        input: ({ context }) => ({ format: context.exportFormat ?? 'fhir' }),
        onDone: { target: 'idle' },
        onError: { target: 'exportFailed' },
      },
    },
    exportFailed: {
      description: 'The download failed: the card says so, and either button tries again.',
      on: { 'export.requested': { target: 'exporting', actions: 'keepExportFormat' } },
    },
  },
});
