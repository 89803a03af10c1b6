import type { ReportResult } from '@contract/report';
import type { Message } from '@i18n/message';
import type { SnapshotFrom } from 'xstate';
import { inlineTexts, pagesReadText, reportQueueTexts, reportsAheadText } from '../shared/messages';
import type { uploadMachine } from './upload.machine';

type UploadSnapshot = SnapshotFrom<typeof uploadMachine>;

export type UploadStatus =
  | 'idle'
  | 'loading'
  | 'unavailable'
  | 'sending'
  | 'queued'
  | 'reading'
  | 'connectionLost'
  | 'doubtful'
  | 'success'
  | 'error';

export function selectUploadStatus(snapshot: UploadSnapshot): UploadStatus {
  if (snapshot.matches('sending')) return 'sending';
  if (snapshot.matches({ processing: { turn: 'queued' } })) return 'queued';
  if (snapshot.matches({ processing: { turn: 'reading' } })) return 'reading';
  if (snapshot.matches('connectionLost')) return 'connectionLost';
  if (snapshot.matches('loadingStoredResult')) return 'loading';
  if (snapshot.matches('storedResultUnavailable')) return 'unavailable';
  if (snapshot.matches('doubtful')) return 'doubtful';
  if (snapshot.matches('success')) return 'success';
  if (snapshot.matches('error')) return 'error';
  // findingWaitingReport shows the drop area too: the question about a waiting report is quiet.
  return 'idle';
}

/**
 * What the step says while the report is on its way, or null when nothing is under way:
 * "Processing your report...", "2 reports ahead of yours", "Reading your report...".
 */
export function selectUploadActivity(snapshot: UploadSnapshot): Message | null {
  const job = snapshot.context.job;
  switch (selectUploadStatus(snapshot)) {
    case 'sending':
      return reportQueueTexts.sending;
    case 'queued':
      return reportsAheadText(job?.ahead ?? 0);
    case 'reading':
      return reportQueueTexts.reading;
    default:
      return null;
  }
}

function pagesOf(snapshot: UploadSnapshot): { read: number; pages: number } | null {
  const job = snapshot.context.job;
  if (!snapshot.matches({ processing: { turn: 'reading' } }) || !job) return null;
  const { pages_read: read, pages } = job;
  if (read === undefined || pages === undefined || pages <= 0 || read < 0) return null;
  return { read: Math.min(read, pages), pages };
}

/** Pages read of all pages, 0..100, only when the server counts them; null otherwise. */
export function selectReadingPercent(snapshot: UploadSnapshot): number | null {
  const counted = pagesOf(snapshot);
  return counted ? Math.round((counted.read / counted.pages) * 100) : null;
}

/** "3 of 10 pages read", only when the server counts pages. */
export function selectPagesRead(snapshot: UploadSnapshot): Message | null {
  const counted = pagesOf(snapshot);
  return counted ? pagesReadText(counted.read, counted.pages) : null;
}

/** The result view is hidden while a new file uploads. */
export const selectUploadResult = (snapshot: UploadSnapshot): ReportResult | null =>
  snapshot.context.result;

/** The server's reason for refusing the file when it gave one, else the spec's text. */
export const selectUploadErrorText = (snapshot: UploadSnapshot): Message | null => {
  if (snapshot.matches('connectionLost')) return reportQueueTexts.connectionLost;
  return snapshot.matches('error') ? (snapshot.context.failure ?? inlineTexts.uploadError) : null;
};
