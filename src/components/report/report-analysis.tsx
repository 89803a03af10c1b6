import * as Card from '@/ui/card';
import { ExtractedText } from './extracted-text';
import { definitionListClass, LabelledBadge } from './labelled-value';
import type { GeneticReportResult } from './report-result';
import { isMissingValue } from './report-result-kind';

const NOT_IDENTIFIED = 'Not identified';

function shown(value: unknown): string | null {
  return isMissingValue(value) ? null : String(value).trim();
}

/** Single-value response: condition, variant and location, plus database ids when found. */
export function ReportAnalysis({ result }: { result: GeneticReportResult }) {
  const clinVar = shown(result.ClinVar);
  const omim = shown(result.OMIM);
  const rawText = shown(result.raw_text);
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Genetic Report Analysis</Card.Title>
        <Card.Description>What we found in your uploaded report.</Card.Description>
      </Card.Header>
      <Card.Body>
        <dl className={definitionListClass}>
          <LabelledBadge label="Condition" tone="accent">
            {shown(result.cond) ?? NOT_IDENTIFIED}
          </LabelledBadge>
          <LabelledBadge label="Genetic Variant" tone="accent">
            {shown(result.var) ?? NOT_IDENTIFIED}
          </LabelledBadge>
          <LabelledBadge label="Variant Location" tone="accent">
            {shown(result.loc) ?? NOT_IDENTIFIED}
          </LabelledBadge>
          {clinVar && <LabelledBadge label="ClinVar ID">{clinVar}</LabelledBadge>}
          {omim && <LabelledBadge label="OMIM ID">{omim}</LabelledBadge>}
        </dl>
        {rawText && <ExtractedText text={rawText} />}
      </Card.Body>
    </Card.Root>
  );
}
