import {
  selectDashboardProfile,
  selectReport,
  selectSummaryPageStatus,
} from '@machines/dashboard/selectors';
import { useState } from 'react';
import { useDashboardRef, useDashboardSelector } from '@/lib/app-actor';
import { SummaryPage } from './summary-page';

/** The pre-visit summary page, wired to the dashboard machine; printing is the browser's own. */
export default function SummaryRoute() {
  const dashboard = useDashboardRef();
  const status = useDashboardSelector(selectSummaryPageStatus, 'loading');
  const profile = useDashboardSelector(selectDashboardProfile, null);
  const report = useDashboardSelector(selectReport, null);
  const [preparedAt] = useState(() => new Date());
  if (!profile) return null;
  return (
    <SummaryPage
      status={status}
      profile={profile}
      report={profile.latestReportId ? report : null}
      preparedAt={preparedAt}
      onPrint={() => window.print()}
      onRetry={() => dashboard?.send({ type: 'report.reload' })}
    />
  );
}
