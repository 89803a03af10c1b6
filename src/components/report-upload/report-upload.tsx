import { defineMessages, type Message } from '@i18n/message';
import { isDoubtfulResult } from '@machines/upload/report-answer';
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
import { reportTexts } from '@/components/report/report-texts';
import { useText } from '@/lib/i18n/use-text';
import { Alert, Button, Skeleton } from '@/ui';
import { CancelUploadButton } from './cancel-upload-button';
import { ReportDropzone } from './report-dropzone';
import { ReportProgress } from './report-progress';

type UploadRef = ActorRefFrom<typeof uploadMachine>;

const words = defineMessages({
  uploaded: { id: 'upload.success.title', defaultMessage: 'Report uploaded successfully' },
  read: {
    id: 'upload.success.read',
    defaultMessage: 'We have read your report. Here is what we found.',
  },
  onFile: {
    id: 'upload.success.onFile',
    defaultMessage: 'Your genetic report is already on file.',
  },
  checkAgain: { id: 'upload.checkAgain', defaultMessage: 'Check again' },
  loading: { id: 'upload.stored.loading', defaultMessage: 'Loading your report...' },
  unavailableTitle: {
    id: 'upload.stored.unavailableTitle',
    defaultMessage: 'Your report could not be loaded',
  },
  unavailable: {
    id: 'upload.stored.unavailable',
    defaultMessage: 'It is kept safely; we could not reach it just now.',
  },
  retry: { id: 'upload.stored.retry', defaultMessage: 'Try again' },
});

/** The upload area of step 4, drawn from the upload actor's state. */
export function ReportUpload({
  upload,
  whileOnboarding = false,
}: {
  upload: UploadRef;
  /** The onboarding wizard's step (Next goes on) rather than Replace in the dashboard. */
  whileOnboarding?: boolean;
}) {
  const t = useText();
  const status = useSelector(upload, selectUploadStatus);
  const result = useSelector(upload, selectUploadResult);
  const errorText = useSelector(upload, selectUploadErrorText);
  const choose = (file: File) => upload.send({ type: 'file.selected', file });
  const refuse = (reason: Message) => upload.send({ type: 'file.refused', reason });

  if (status === 'sending' || status === 'queued' || status === 'reading') {
    return <ReportProgress upload={upload} />;
  }

  if (status === 'connectionLost') {
    return <ConnectionLost upload={upload} text={errorText} />;
  }

  if (status === 'loading') return <StoredResultLoading />;

  if (status === 'doubtful' && result) {
    // Not counted as the report until kept: another file, or keep this one anyway.
    return (
      <ReportResultView
        result={result}
        whileOnboarding={whileOnboarding}
        actions={
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            <ReportDropzone
              compact
              chooseLabel={reportTexts.notReport.chooseAnother}
              onFile={choose}
              onRefuse={refuse}
            />
            <Button
              variant="outline"
              size="sm"
              onClick={() => upload.send({ type: 'report.kept' })}
            >
              {t(reportTexts.notReport.keep)}
            </Button>
          </div>
        }
      />
    );
  }

  if (status === 'success') {
    const doubtful = result !== null && isDoubtfulResult(result);
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {!doubtful && (
          <Alert.Root status="success">
            <Alert.Icon />
            <Alert.Content>
              <Alert.Title>{t(words.uploaded)}</Alert.Title>
              <Alert.Description>{t(result ? words.read : words.onFile)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {result && (
          <ReportResultView
            result={result}
            whileOnboarding={whileOnboarding}
            actions={doubtful ? <p>{t(reportTexts.notReport.kept)}</p> : undefined}
          />
        )}
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
            <Alert.Title>{t(words.unavailableTitle)}</Alert.Title>
            <Alert.Description>
              {t(words.unavailable)}{' '}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => upload.send({ type: 'report.reload' })}
              >
                {t(words.retry)}
              </Button>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {status === 'error' && errorText && (
        <Alert.Root status="error">
          <Alert.Icon />
          <Alert.Content>
            <Alert.Description>{t(errorText)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <ReportDropzone onFile={choose} onRefuse={refuse} />
    </div>
  );
}

/** The results of the report on file are on their way: where the report will show. */
function StoredResultLoading() {
  const t = useText();
  return (
    <div
      role="status"
      aria-live="polite"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <span className={css({ srOnly: true })}>{t(words.loading)}</span>
      <Skeleton className={css({ height: '16' })} />
      <Skeleton className={css({ height: '48' })} />
    </div>
  );
}

/** The server could not be reached about the report for a while: it may still be read. */
function ConnectionLost({ upload, text }: { upload: UploadRef; text: Message | null }) {
  const t = useText();
  return (
    <Alert.Root status="error">
      <Alert.Icon />
      <Alert.Content>
        <Alert.Description>{text && t(text)}</Alert.Description>
        <div className={css({ display: 'flex', gap: '2', mt: '2', flexWrap: 'wrap' })}>
          <Button size="sm" onClick={() => upload.send({ type: 'job.retried' })}>
            {t(words.checkAgain)}
          </Button>
          <CancelUploadButton upload={upload} />
        </div>
      </Alert.Content>
    </Alert.Root>
  );
}
