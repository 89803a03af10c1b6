import {
  selectUploadErrorText,
  selectUploadProgress,
  selectUploadResult,
  selectUploadStatus,
} from '@machines/upload/selectors';
import type { uploadMachine } from '@machines/upload/upload.machine';
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { ActorRefFrom } from 'xstate';
import { ReportResultView } from '@/components/report/report-result-view';
import { Alert, Button, Progress } from '@/ui';
import { ReportDropzone } from './report-dropzone';

type UploadRef = ActorRefFrom<typeof uploadMachine>;

/** The upload area of step 4, drawn from the upload actor's state. */
export function ReportUpload({ upload }: { upload: UploadRef }) {
  const status = useSelector(upload, selectUploadStatus);
  const progress = useSelector(upload, selectUploadProgress);
  const result = useSelector(upload, selectUploadResult);
  const errorText = useSelector(upload, selectUploadErrorText);
  const choose = (file: File) => upload.send({ type: 'file.selected', file });

  if (status === 'uploading') {
    return (
      <div
        className={css({
          display: 'flex',
          flexDirection: 'column',
          gap: '3',
          p: '4',
          borderWidth: '1px',
          borderColor: 'border.default',
          borderRadius: 'lg',
        })}
      >
        <Progress.Root value={progress}>
          <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
            <Progress.Label>Processing your report...</Progress.Label>
            <Progress.ValueText />
          </div>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          This may take a minute as we extract genetic information from your report.
        </p>
        <div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => upload.send({ type: 'upload.cancelled' })}
          >
            Cancel
          </Button>
        </div>
      </div>
    );
  }

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
        <ReportDropzone compact onFile={choose} />
      </div>
    );
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {status === 'error' && errorText && (
        <Alert.Root status="error">
          <Alert.Icon />
          <Alert.Content>
            <Alert.Description>{errorText}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <ReportDropzone onFile={choose} />
    </div>
  );
}
