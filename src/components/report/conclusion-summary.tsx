import type { Message } from '@i18n/message';
import { withValues } from '@i18n/message';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import * as Card from '@/ui/card';
import { distinctDiseases } from './distinct-diseases';
import type { ReportReading } from './report-reading';
import type { GeneticVariant } from './report-result';
import { ReportStatement } from './report-statement';
import { reportTexts } from './report-texts';

const words = reportTexts.conclusion;

/** The headline and the plain words for a stated conclusion; null when the report states none. */
function wordsOf(
  reading: ReportReading,
  variants: GeneticVariant[],
): { title: Message; text: Message[] } | null {
  switch (reading.conclusion) {
    case 'negative':
      return { title: words.negativeTitle, text: [words.negativeText] };
    case 'carrier': {
      const diseases = distinctDiseases(variants);
      const ofDisease =
        diseases.length > 0
          ? [withValues(words.carrierDisease, { disease: diseases.join(', ') })]
          : [];
      return { title: words.carrierTitle, text: [words.carrierText, ...ofDisease] };
    }
    case 'uncertain':
      return {
        title: withValues(words.uncertainTitle, { count: Math.max(variants.length, 1) }),
        text: [words.uncertainText],
      };
    case 'positive':
      return { title: words.positiveTitle, text: [words.positiveText] };
    default:
      return null;
  }
}

/**
 * What the report concludes, in the report's own terms: "Your report found no variants", "Your
 * report says you are a carrier" (with its "carriers are usually healthy" sentence when it has
 * one), a variant of uncertain significance, or a positive result; then the statement as written.
 */
export function ConclusionSummary({
  reading,
  variants,
  children,
}: {
  reading: ReportReading;
  variants: GeneticVariant[];
  children?: ReactNode;
}) {
  const t = useText();
  const said = wordsOf(reading, variants);
  if (!said) return null;
  const carrierNote = reading.conclusion === 'carrier' ? reading.carrierNote : null;
  const title = t(said.title);
  return (
    <Card.Root aria-label={title}>
      <Card.Header>
        <Card.Title>{title}</Card.Title>
        {said.text.map((line) => (
          <Card.Description key={line.id}>{t(line)}</Card.Description>
        ))}
      </Card.Header>
      <Card.Body className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {reading.conclusionStatement && <ReportStatement statement={reading.conclusionStatement} />}
        {carrierNote && carrierNote !== reading.conclusionStatement && (
          <ReportStatement statement={carrierNote} />
        )}
        {children}
      </Card.Body>
    </Card.Root>
  );
}
