import { defineMessages } from '@i18n/message';
import { useText } from '@/lib/i18n/use-text';
import * as Card from '@/ui/card';
import { ExtractedText } from './extracted-text';
import { definitionListClass, LabelledBadge } from './labelled-value';
import type { GeneticReportResult } from './report-result';
import { isMissingValue } from './report-result-kind';

const words = defineMessages({
  title: { id: 'report.analysis.title', defaultMessage: 'Genetic Report Analysis' },
  text: { id: 'report.analysis.text', defaultMessage: 'What we found in your uploaded report.' },
  condition: { id: 'report.analysis.condition', defaultMessage: 'Condition' },
  variant: { id: 'report.analysis.variant', defaultMessage: 'Genetic Variant' },
  location: { id: 'report.analysis.location', defaultMessage: 'Variant Location' },
  clinVar: { id: 'report.analysis.clinVar', defaultMessage: 'ClinVar ID' },
  omim: { id: 'report.analysis.omim', defaultMessage: 'OMIM ID' },
  notIdentified: { id: 'report.analysis.notIdentified', defaultMessage: 'Not identified' },
});

function shown(value: unknown): string | null {
  return isMissingValue(value) ? null : String(value).trim();
}

/** Single-value response: condition, variant and location, plus database ids when found. */
export function ReportAnalysis({ result }: { result: GeneticReportResult }) {
  const t = useText();
  const notIdentified = t(words.notIdentified);
  const clinVar = shown(result.ClinVar);
  const omim = shown(result.OMIM);
  const rawText = shown(result.raw_text);
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{t(words.title)}</Card.Title>
        <Card.Description>{t(words.text)}</Card.Description>
      </Card.Header>
      <Card.Body>
        <dl className={definitionListClass}>
          <LabelledBadge label={t(words.condition)} tone="accent">
            {shown(result.cond) ?? notIdentified}
          </LabelledBadge>
          <LabelledBadge label={t(words.variant)} tone="accent">
            {shown(result.var) ?? notIdentified}
          </LabelledBadge>
          <LabelledBadge label={t(words.location)} tone="accent">
            {shown(result.loc) ?? notIdentified}
          </LabelledBadge>
          {clinVar && <LabelledBadge label={t(words.clinVar)}>{clinVar}</LabelledBadge>}
          {omim && <LabelledBadge label={t(words.omim)}>{omim}</LabelledBadge>}
        </dl>
        {rawText && <ExtractedText text={rawText} />}
      </Card.Body>
    </Card.Root>
  );
}
