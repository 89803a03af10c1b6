import { defineMessages } from '@i18n/message';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
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

const words = defineMessages({
  region: { id: 'report.region', defaultMessage: 'Genetic report result' },
  noInformationTitle: {
    id: 'report.noInformation.title',
    defaultMessage: 'No Genetic Information Found',
  },
  noInformationText: {
    id: 'report.noInformation.text',
    defaultMessage: 'No specific genetic variants were identified in the uploaded report.',
  },
  noVariantsTitle: { id: 'report.noVariants.title', defaultMessage: 'No Variants Found' },
  noVariantsText: {
    id: 'report.noVariants.text',
    defaultMessage: 'No genetic variants were detected in the uploaded report.',
  },
  unconfirmedTitle: { id: 'report.unconfirmed.title', defaultMessage: 'No Confirmed Variants' },
  unconfirmedText: {
    id: 'report.unconfirmed.text',
    defaultMessage:
      'We could not confirm a genetic variant in the uploaded report, but it contains text that looks like one.',
  },
});

/** What the extractor found in an uploaded report (spec section 2, "Report result view"). */
export function ReportResultView({ result }: ReportResultViewProps) {
  const t = useText();
  const kind = reportResultKind(result);
  const diseases = Array.isArray(result.disease_options) ? result.disease_options : [];
  const rawText = isMissingValue(result.raw_text) ? null : (result.raw_text ?? null);
  const variants = Array.isArray(result.variants) ? result.variants : [];
  const toCheck = kind === 'variants' || kind === 'unconfirmed' ? uncertainVariants(result) : [];
  const variantLike = kind === 'unconfirmed' ? variantLikeStrings(result) : [];

  return (
    <section
      aria-label={t(words.region)}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4', width: 'full' })}
    >
      {kind === 'analysis' && <ReportAnalysis result={result} />}
      {kind === 'noInformation' && (
        <ReportEmptyState
          title={t(words.noInformationTitle)}
          description={t(words.noInformationText)}
        >
          {rawText && <ExtractedText text={rawText} />}
        </ReportEmptyState>
      )}
      {kind === 'noVariants' && (
        <ReportEmptyState title={t(words.noVariantsTitle)} description={t(words.noVariantsText)}>
          {rawText && <ExtractedText text={rawText} />}
        </ReportEmptyState>
      )}
      {kind === 'unconfirmed' && (
        <ReportEmptyState title={t(words.unconfirmedTitle)} description={t(words.unconfirmedText)}>
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
