import type { ExportFormat } from '@contract/export';
import type { AccountDeletedEvent } from '../account/account-types';

export interface SettingsContext {
  /** The page this machine shows: the app's route sync reads it while onboarding waits. */
  page: 'dashboardSettings';
  /** The export last asked for in "Your data". */
  exportFormat: ExportFormat | null;
}

export type SettingsEvent =
  | { type: 'export.requested'; format: ExportFormat }
  | AccountDeletedEvent;
