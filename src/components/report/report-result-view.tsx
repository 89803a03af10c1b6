import { css } from 'styled-system/css';
import { DiseaseInformationCard } from './disease-information-card';
import { ExtractedText } from './extracted-text';
import { ReportAnalysis } from './report-analysis';
import { uncertainVariants, variantLikeStrings } from './report-checks';
import { ReportEmptyState } from './report-empty-state';
import type { GeneticReportResult } from './report-result';
import { isMissingValue, reportResultKind } from './report-result-kind';
import { ReportVariants } from './report-variants';
import { UncertainVariants } from './uncertain-variants';
import { VariantLikeList } from './variant-like-list';

export interface ReportResultViewProps {
  result: GeneticReportResult;
}

/** What the extractor found in an uploaded report (spec section 2, "Report result view"). */
export function ReportResultView({ result }: ReportResultViewProps) {
  const kind = reportResultKind(result);
  const diseases = Array.isArray(result.disease_options) ? result.disease_options : [];
  const rawText = isMissingValue(result.raw_text) ? null : (result.raw_text ?? null);
  const variants = Array.isArray(result.variants) ? result.variants : [];
  const toCheck = kind === 'variants' || kind === 'unconfirmed' ? uncertainVariants(result) : [];
  const variantLike = kind === 'unconfirmed' ? variantLikeStrings(result) : [];

  return (
    <section
      aria-label="Genetic report result"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4', width: 'full' })}
    >
      {kind === 'analysis' && <ReportAnalysis result={result} />}
      {kind === 'noInformation' && (
        <ReportEmptyState
          title="No Genetic Information Found"
          description="No specific genetic variants were identified in the uploaded report."
        >
          {rawText && <ExtractedText text={rawText} />}
        </ReportEmptyState>
      )}
      {kind === 'noVariants' && (
        <ReportEmptyState
          title="No Variants Found"
          description="No genetic variants were detected in the uploaded report."
        >
          {rawText && <ExtractedText text={rawText} />}
        </ReportEmptyState>
      )}
      {kind === 'unconfirmed' && (
        <ReportEmptyState
          title="No Confirmed Variants"
          description="We could not confirm a genetic variant in the uploaded report, but it contains text that looks like one."
        >
          {variantLike.length > 0 && <VariantLikeList strings={variantLike} />}
          {rawText && <ExtractedText text={rawText} />}
        </ReportEmptyState>
      )}
      {kind === 'variants' && (
        <ReportVariants result={result} variants={variants} rawText={rawText} />
      )}
      {toCheck.length > 0 && <UncertainVariants variants={toCheck} />}
      {kind !== 'analysis' && diseases.length > 0 && (
        <DiseaseInformationCard
          diseases={diseases}
          maxHeight={kind === 'noInformation' ? '200px' : '300px'}
        />
      )}
    </section>
  );
}
