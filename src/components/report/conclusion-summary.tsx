import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import * as Card from '@/ui/card';
import { distinctDiseases } from './distinct-diseases';
import type { ReportReading } from './report-reading';
import type { GeneticVariant } from './report-result';
import { ReportStatement } from './report-statement';
import { reportTexts } from './report-texts';

/** The headline and the plain words for a stated conclusion; null when the report states none. */
function wordsOf(
  reading: ReportReading,
  variants: GeneticVariant[],
): { title: string; text: string[] } | null {
  switch (reading.conclusion) {
    case 'negative':
      return { title: reportTexts.negative.title, text: [reportTexts.negative.text] };
    case 'carrier': {
      const diseases = distinctDiseases(variants);
      const ofDisease =
        diseases.length > 0 ? [reportTexts.carrier.ofDisease(diseases.join(', '))] : [];
      return { title: reportTexts.carrier.title, text: [reportTexts.carrier.text, ...ofDisease] };
    }
    case 'uncertain':
      return {
        title: reportTexts.uncertain.title(Math.max(variants.length, 1)),
        text: [reportTexts.uncertain.text],
      };
    case 'positive':
      return { title: reportTexts.positive.title, text: [reportTexts.positive.text] };
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
  const words = wordsOf(reading, variants);
  if (!words) return null;
  const carrierNote = reading.conclusion === 'carrier' ? reading.carrierNote : null;
  return (
    <Card.Root aria-label={words.title}>
      <Card.Header>
        <Card.Title>{words.title}</Card.Title>
        {words.text.map((line) => (
          <Card.Description key={line}>{line}</Card.Description>
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
