import {
  selectUploadErrorText,
  selectUploadResult,
  selectUploadStatus,
} from '@machines/upload/selectors';
import type { uploadMachine } from '@machines/upload/upload.machine';
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { ActorRefFrom } from 'xstate';
import { ReportResultView } from '@/components/report/report-result-view';
import { Alert, Button, Skeleton } from '@/ui';
import { CancelUploadButton } from './cancel-upload-button';
import { ReportDropzone } from './report-dropzone';
import { ReportProgress } from './report-progress';

type UploadRef = ActorRefFrom<typeof uploadMachine>;

const texts = {
  loading: 'Loading your report...',
  unavailableTitle: 'Your report could not be loaded',
  unavailable: 'It is kept safely; we could not reach it just now.',
  retry: 'Try again',
} as const;

/** The upload area of step 4, drawn from the upload actor's state. */
export function ReportUpload({ upload }: { upload: UploadRef }) {
  const status = useSelector(upload, selectUploadStatus);
  const result = useSelector(upload, selectUploadResult);
  const errorText = useSelector(upload, selectUploadErrorText);
  const choose = (file: File) => upload.send({ type: 'file.selected', file });
  const refuse = (reason: string) => upload.send({ type: 'file.refused', reason });

  if (status === 'sending' || status === 'queued' || status === 'reading') {
    return <ReportProgress upload={upload} />;
  }

  if (status === 'connectionLost') {
    return <ConnectionLost upload={upload} text={errorText} />;
  }

  if (status === 'loading') return <StoredResultLoading />;

  if (status === 'success') {
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <Alert.Root status="success">
          <Alert.Icon />
          <Alert.Content>
            <Alert.Title>Report uploaded successfully</Alert.Title>
            <Alert.Description>
              {result
                ? 'We have read your report. Here is what we found.'
                : 'Your genetic report is already on file.'}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        {result && <ReportResultView result={result} />}
        <ReportDropzone compact onFile={choose} onRefuse={refuse} />
      </div>
    );
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {status === 'unavailable' && (
        <Alert.Root status="error">
          <Alert.Icon />
          <Alert.Content>
            <Alert.Title>{texts.unavailableTitle}</Alert.Title>
            <Alert.Description>
              {texts.unavailable}{' '}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => upload.send({ type: 'report.reload' })}
              >
                {texts.retry}
              </Button>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {status === 'error' && errorText && (
        <Alert.Root status="error">
          <Alert.Icon />
          <Alert.Content>
            <Alert.Description>{errorText}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <ReportDropzone onFile={choose} onRefuse={refuse} />
    </div>
  );
}

/** The results of the report on file are on their way: where the report will show. */
function StoredResultLoading() {
  return (
    <div
      role="status"
      aria-live="polite"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <span className={css({ srOnly: true })}>{texts.loading}</span>
      <Skeleton className={css({ height: '16' })} />
      <Skeleton className={css({ height: '48' })} />
    </div>
  );
}

/** The server could not be reached about the report for a while: it may still be read. */
function ConnectionLost({ upload, text }: { upload: UploadRef; text: string | null }) {
  return (
    <Alert.Root status="error">
      <Alert.Icon />
      <Alert.Content>
        <Alert.Description>{text}</Alert.Description>
        <div className={css({ display: 'flex', gap: '2', mt: '2', flexWrap: 'wrap' })}>
          <Button size="sm" onClick={() => upload.send({ type: 'job.retried' })}>
            Check again
          </Button>
          <CancelUploadButton upload={upload} />
        </div>
      </Alert.Content>
    </Alert.Root>
  );
}
