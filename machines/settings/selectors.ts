import type { SnapshotFrom } from 'xstate';
import type { settingsMachine } from './settings.machine';

type SettingsSnapshot = SnapshotFrom<typeof settingsMachine>;

/** The account actor (password, activity, deletion), running while Settings is open. */
export const selectAccountActor = (snapshot: SettingsSnapshot) => snapshot.children.account;

/** "Your data": the export being downloaded, or null. */
export const selectExportDownloading = (snapshot: SettingsSnapshot) =>
  snapshot.matches('exporting') ? snapshot.context.exportFormat : null;

/** The export whose download failed last, or null once another is asked for. */
export const selectExportFailed = (snapshot: SettingsSnapshot) =>
  snapshot.matches('exportFailed') ? snapshot.context.exportFormat : null;
