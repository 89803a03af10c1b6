import { PageHeader } from '@/features/dashboard/page-header';

export default function ReportRoute() {
  return <PageHeader title="My genetic report" />;
}
