import { defineMessages } from '@i18n/message';
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
import { useText } from '@/lib/i18n/use-text';
import * as Alert from '@/ui/alert';
import { Button } from '@/ui/button';
import * as Card from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';

const words = defineMessages({
  title: { id: 'page.dashboardReport.title', defaultMessage: 'My genetic report' },
  lead: {
    id: 'reportPage.lead',
    defaultMessage: 'What we read in the genetic testing report you shared.',
  },
  loading: { id: 'reportPage.loading', defaultMessage: 'Loading your report...' },
  empty: {
    id: 'reportPage.empty',
    defaultMessage: 'You have not shared a genetic testing report yet.',
  },
  upload: { id: 'reportPage.upload', defaultMessage: 'Upload a report' },
  unavailableTitle: {
    id: 'reportPage.unavailable.title',
    defaultMessage: 'Your report could not be loaded',
  },
  unavailableText: {
    id: 'reportPage.unavailable.text',
    defaultMessage: 'It is kept safely; we could not reach it just now.',
  },
  retry: { id: 'reportPage.retry', defaultMessage: 'Try again' },
  downloading: { id: 'reportPage.downloading', defaultMessage: 'Downloading...' },
  download: { id: 'reportPage.download', defaultMessage: 'Download the original file' },
});

/** My genetic report: the extracted results of the report on file, and the original file. */
export default function ReportRoute() {
  const t = useText();
  const dashboard = useDashboardRef();
  const status = useDashboardSelector(selectReportPageStatus, 'loading');
  const report = useDashboardSelector(selectReport, null);
  const downloading = useDashboardSelector(selectIsDownloading, false);
  return (
    <>
      <PageHeader title={t(words.title)}>{t(words.lead)}</PageHeader>
      {status === 'loading' && (
        <div
          role="status"
          aria-live="polite"
          className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
        >
          <span className={css({ srOnly: true })}>{t(words.loading)}</span>
          <Skeleton className={css({ height: '24' })} />
          <Skeleton className={css({ height: '48' })} />
        </div>
      )}
      {status === 'empty' && (
        <Card.Root>
          <Card.Body>
            <p className={css({ mb: '3' })}>{t(words.empty)}</p>
            {renderMachineLink({
              to: '/onboarding/genetic-report',
              className: css({
                color: 'accent.text',
                fontWeight: 'semibold',
                textDecoration: 'underline',
              }),
              children: t(words.upload),
            })}
          </Card.Body>
        </Card.Root>
      )}
      {status === 'unavailable' && (
        <Alert.Root status="error">
          <Alert.Icon />
          <Alert.Content>
            <Alert.Title>{t(words.unavailableTitle)}</Alert.Title>
            <Alert.Description>
              {t(words.unavailableText)}{' '}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => dashboard?.send({ type: 'report.reload' })}
              >
                {t(words.retry)}
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
              loadingText={t(words.downloading)}
              onClick={() => dashboard?.send({ type: 'report.download' })}
            >
              {t(words.download)}
            </Button>
          </div>
          <ReportResultView result={report} />
        </div>
      )}
    </>
  );
}
