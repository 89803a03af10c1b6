import { GeneticReportForm } from '../genetic-report/genetic-report-form';

export default function GeneticReportRoute() {
  return <GeneticReportForm />;
}
