import type { ReportResult } from '@contract/report';
import type { SnapshotFrom } from 'xstate';
import { inlineTexts } from '../shared/messages';
import type { uploadMachine } from './upload.machine';

type UploadSnapshot = SnapshotFrom<typeof uploadMachine>;

export type UploadStatus = 'idle' | 'loading' | 'unavailable' | 'uploading' | 'success' | 'error';

export function selectUploadStatus(snapshot: UploadSnapshot): UploadStatus {
  if (snapshot.matches('uploading')) return 'uploading';
  if (snapshot.matches('loadingStoredResult') || snapshot.matches('opening')) return 'loading';
  if (snapshot.matches('storedResultUnavailable')) return 'unavailable';
  if (snapshot.matches('success')) return 'success';
  if (snapshot.matches('error')) return 'error';
  return 'idle';
}

export const selectUploadProgress = (snapshot: UploadSnapshot): number => snapshot.context.progress;

/** The result view is hidden while a new file uploads. */
export const selectUploadResult = (snapshot: UploadSnapshot): ReportResult | null =>
  snapshot.context.result;

/** The server's reason for refusing the file when it gave one, else the spec's text. */
export const selectUploadErrorText = (snapshot: UploadSnapshot): string | null =>
  snapshot.matches('error') ? (snapshot.context.failure ?? inlineTexts.uploadError) : null;
