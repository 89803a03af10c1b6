import {
  selectIsDownloading,
  selectReport,
  selectReportPageStatus,
} from '@machines/dashboard/selectors';
import { css } from 'styled-system/css';
import { renderMachineLink } from '@/components/machine-link';
import { ReportResultView } from '@/components/report/report-result-view';
import { PageHeader } from '@/features/dashboard/page-header';
import { useDashboardRef, useDashboardSelector } from '@/lib/app-actor';
import * as Alert from '@/ui/alert';
import { Button } from '@/ui/button';
import * as Card from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';

/** My genetic report: the extracted results of the report on file, and the original file. */
export default function ReportRoute() {
  const dashboard = useDashboardRef();
  const status = useDashboardSelector(selectReportPageStatus, 'loading');
  const report = useDashboardSelector(selectReport, null);
  const downloading = useDashboardSelector(selectIsDownloading, false);
  return (
    <>
      <PageHeader title="My genetic report">
        What we read in the genetic testing report you shared.
      </PageHeader>
      {status === 'loading' && (
        <div
          role="status"
          aria-live="polite"
          className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
        >
          <span className={css({ srOnly: true })}>Loading your report...</span>
          <Skeleton className={css({ height: '24' })} />
          <Skeleton className={css({ height: '48' })} />
        </div>
      )}
      {status === 'empty' && (
        <Card.Root>
          <Card.Body>
            <p className={css({ mb: '3' })}>You have not shared a genetic testing report yet.</p>
            {renderMachineLink({
              to: '/onboarding/genetic-report',
              className: css({
                color: 'accent.text',
                fontWeight: 'semibold',
                textDecoration: 'underline',
              }),
              children: 'Upload a report',
            })}
          </Card.Body>
        </Card.Root>
      )}
      {status === 'unavailable' && (
        <Alert.Root status="error">
          <Alert.Icon />
          <Alert.Content>
            <Alert.Title>Your report could not be loaded</Alert.Title>
            <Alert.Description>
              It is kept safely; we could not reach it just now.{' '}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => dashboard?.send({ type: 'report.reload' })}
              >
                Try again
              </Button>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {status === 'showing' && report && (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <div>
            <Button
              variant="outline"
              loading={downloading}
              loadingText="Downloading..."
              onClick={() => dashboard?.send({ type: 'report.download' })}
            >
              Download the original file
            </Button>
          </div>
          <ReportResultView result={report} />
        </div>
      )}
    </>
  );
}
