import { defineMessages } from '@i18n/message';
import { css } from 'styled-system/css';
import { formatIsoDateTime } from '@/lib/i18n/dates';
import { useIntl } from '@/lib/i18n/use-intl';
import { useText } from '@/lib/i18n/use-text';
import * as Card from '@/ui/card';
import { ExtractedText } from './extracted-text';
import type { GeneticReportResult, GeneticVariant } from './report-result';
import { VariantAccordion } from './variant-accordion';

const words = defineMessages({
  title: { id: 'report.variants.title', defaultMessage: 'Genetic Report Results' },
  processedOn: {
    id: 'report.variants.processedOn',
    defaultMessage: 'Processed on {date}',
    description: '{date} is a date and time, such as "March 4, 2026 at 3:30 PM".',
  },
  found: {
    id: 'report.variants.found',
    defaultMessage: '{n, plural, one {# variant} other {# variants}} found in your report',
  },
});

/** The variants list: when it was processed, how many were found, one row each. */
export function ReportVariants({
  result,
  variants,
  rawText,
  carrier = false,
}: {
  result: GeneticReportResult;
  variants: GeneticVariant[];
  rawText: string | null;
  /** The report's result is "carrier" (see VariantAccordion). */
  carrier?: boolean;
}) {
  const intl = useIntl();
  const t = useText();
  const processedOn = formatIsoDateTime(intl, result.processed_at);
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{t(words.title)}</Card.Title>
        {processedOn && (
          <Card.Description>{t(words.processedOn, { date: processedOn })}</Card.Description>
        )}
      </Card.Header>
      <Card.Body>
        <p className={css({ fontWeight: 'medium' })}>{t(words.found, { n: variants.length })}</p>
        <VariantAccordion variants={variants} carrier={carrier} />
        {rawText && <ExtractedText text={rawText} />}
      </Card.Body>
    </Card.Root>
  );
}
