import { css } from 'styled-system/css';
import * as Card from '@/ui/card';
import { ExtractedText } from './extracted-text';
import { formatProcessedDate } from './processed-date';
import type { GeneticReportResult, GeneticVariant } from './report-result';
import { VariantAccordion } from './variant-accordion';

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
  const processedOn = formatProcessedDate(result.processed_at);
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Genetic Report Results</Card.Title>
        {processedOn && <Card.Description>Processed on {processedOn}</Card.Description>}
      </Card.Header>
      <Card.Body>
        <p className={css({ fontWeight: 'medium' })}>
          {variants.length} {variants.length === 1 ? 'variant' : 'variants'} found in your report
        </p>
        <VariantAccordion variants={variants} carrier={carrier} />
        {rawText && <ExtractedText text={rawText} />}
      </Card.Body>
    </Card.Root>
  );
}
