import {
  selectDeleteFailure,
  selectIsAskingToDelete,
  selectIsDeletingReport,
  selectIsDownloading,
  selectReplaceUpload,
  selectReport,
  selectReportPageStatus,
} from '@machines/dashboard/selectors';
import type { uploadMachine } from '@machines/upload/upload.machine';
import { css } from 'styled-system/css';
import type { ActorRefFrom } from 'xstate';
import { ReportResultView } from '@/components/report/report-result-view';
import { DeleteReportDialog } from '@/components/report-upload/delete-report-dialog';
import { PageHeader } from '@/features/dashboard/page-header';
import { useDashboardRef, useDashboardSelector } from '@/lib/app-actor';
import { useText } from '@/lib/i18n/use-text';
import * as Alert from '@/ui/alert';
import { Button } from '@/ui/button';
import * as Card from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { ReplaceReport } from './replace-report';
import { reportPageTexts as texts } from './report-page-texts';

type UploadRef = ActorRefFrom<typeof uploadMachine>;

function Loading({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <span className={css({ srOnly: true })}>{label}</span>
      <Skeleton className={css({ height: '24' })} />
      <Skeleton className={css({ height: '48' })} />
    </div>
  );
}

/**
 * My genetic report: the extracted results of the report on file and the original file, with
 * Replace (a new upload on this page) and Delete (asked first). Issue 23 item 7.
 */
export default function ReportRoute() {
  const t = useText();
  const dashboard = useDashboardRef();
  const status = useDashboardSelector(selectReportPageStatus, 'loading');
  const report = useDashboardSelector(selectReport, null);
  const downloading = useDashboardSelector(selectIsDownloading, false);
  const askingToDelete = useDashboardSelector(selectIsAskingToDelete, false);
  const deleting = useDashboardSelector(selectIsDeletingReport, false);
  const deleteFailure = useDashboardSelector(selectDeleteFailure, null);
  const upload = useDashboardSelector(selectReplaceUpload, undefined) as UploadRef | undefined;
  const hasReport = useDashboardSelector((s) => s.context.profile.latestReportId !== null, false);
  return (
    <>
      <PageHeader title={t(texts.title)}>{t(texts.lead)}</PageHeader>
      {status === 'loading' && <Loading label={t(texts.loading)} />}
      {status === 'recording' && <Loading label={t(texts.recording)} />}
      {status === 'empty' && (
        <Card.Root>
          <Card.Body>
            <p className={css({ mb: '3' })}>{t(texts.empty)}</p>
            <Button onClick={() => dashboard?.send({ type: 'report.replace' })}>
              {t(texts.upload)}
            </Button>
          </Card.Body>
        </Card.Root>
      )}
      {status === 'replacing' && (
        <ReplaceReport
          upload={upload}
          replacing={hasReport}
          onCancel={() => dashboard?.send({ type: 'report.replaceCancelled' })}
        />
      )}
      {status === 'unavailable' && (
        <Alert.Root status="error">
          <Alert.Icon />
          <Alert.Content>
            <Alert.Title>{t(texts.unavailableTitle)}</Alert.Title>
            <Alert.Description>
              {t(texts.unavailable)}{' '}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => dashboard?.send({ type: 'report.reload' })}
              >
                {t(texts.tryAgain)}
              </Button>{' '}
              {/* A report whose results stay out of reach is not a dead end: a new one replaces it. */}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => dashboard?.send({ type: 'report.replace' })}
              >
                {t(texts.replace)}
              </Button>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {status === 'showing' && report && (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            <Button
              variant="outline"
              loading={downloading}
              loadingText={t(texts.downloading)}
              onClick={() => dashboard?.send({ type: 'report.download' })}
            >
              {t(texts.download)}
            </Button>
            <Button variant="outline" onClick={() => dashboard?.send({ type: 'report.replace' })}>
              {t(texts.replace)}
            </Button>
            <Button variant="danger" onClick={() => dashboard?.send({ type: 'report.delete' })}>
              {t(texts.delete)}
            </Button>
          </div>
          <ReportResultView result={report} />
        </div>
      )}
      {askingToDelete && (
        <DeleteReportDialog
          place="dashboard"
          deleting={deleting}
          failure={deleteFailure}
          onKeep={() => dashboard?.send({ type: 'report.deleteCancelled' })}
          onConfirm={() => dashboard?.send({ type: 'report.deleteConfirmed' })}
        />
      )}
    </>
  );
}
