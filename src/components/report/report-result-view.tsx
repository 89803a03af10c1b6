import { defineMessages } from '@i18n/message';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import { ConclusionSummary } from './conclusion-summary';
import { DiseaseInformationCard } from './disease-information-card';
import { ExtractedText } from './extracted-text';
import { NotAReport } from './not-a-report';
import { OtherFindings } from './other-findings';
import { PharmacogenomicResults } from './pharmacogenomic-results';
import { ReportAnalysis } from './report-analysis';
import { uncertainVariants, variantLikeStrings } from './report-checks';
import { ReportEmptyState } from './report-empty-state';
import { readingOf } from './report-reading';
import { ReportReferences } from './report-references';
import type { GeneticReportResult } from './report-result';
import { isMissingValue, reportResultKind } from './report-result-kind';
import { reportTexts } from './report-texts';
import { ReportVariants } from './report-variants';
import { UncertainVariants } from './uncertain-variants';
import { PartialReadingNotice, UnreadableReport } from './unreadable-report';
import { VariantLikeList } from './variant-like-list';
import { WhyCodesListed } from './why-codes-listed';

export interface ReportResultViewProps {
  result: GeneticReportResult;
  /**
   * What the page offers when the report could not be read or is not a genetic report (choose
   * another file, keep it anyway); shown inside that notice.
   */
  actions?: ReactNode;
  /** Shown in the onboarding wizard's report step, where the patient can still go on. */
  whileOnboarding?: boolean;
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
  noVariantsTitle: {
    id: 'report.noVariants.title',
    defaultMessage: 'We Found No Variants to Show',
  },
  noVariantsText: {
    id: 'report.noVariants.text',
    defaultMessage:
      'We did not find a genetic variant in your report, and it does not state its result in words we recognise. This does not mean your report has none: please read it, or ask your genetic counselor.',
  },
  unconfirmedTitle: { id: 'report.unconfirmed.title', defaultMessage: 'No Confirmed Variants' },
  unconfirmedText: {
    id: 'report.unconfirmed.text',
    defaultMessage:
      'We could not confirm a genetic variant in the uploaded report, but it contains text that looks like one.',
  },
});

/**
 * What the extractor found in an uploaded report (spec section 2, "Report result view"), told
 * truthfully (issue 23): a failed reading or a document that is not a genetic report says so and
 * nothing else; otherwise the report's own conclusion leads, then what it lists.
 */
export function ReportResultView({ result, actions, whileOnboarding }: ReportResultViewProps) {
  const t = useText();
  const kind = reportResultKind(result);
  const reading = readingOf(result);
  const diseases = Array.isArray(result.disease_options) ? result.disease_options : [];
  const rawText = isMissingValue(result.raw_text) ? null : (result.raw_text ?? null);
  const variants = Array.isArray(result.variants) ? result.variants : [];
  const toCheck = kind === 'analysis' || kind === 'noInformation' ? [] : uncertainVariants(result);
  const variantLike = kind === 'unconfirmed' ? variantLikeStrings(result) : [];
  // A negative report's variant-like strings are not doubt: they go behind "Why are codes listed?".
  const elsewhere = kind === 'negative' ? variantLikeStrings(result) : [];
  const hasListedCodes = reading.listedCodes.length + elsewhere.length > 0;
  // A stated conclusion leads, unless the variants read contradict a negative one.
  const showsConclusion =
    kind === 'negative' ||
    (reading.conclusion !== 'negative' && kind !== 'analysis' && kind !== 'noInformation');

  return (
    <section
      aria-label={t(words.region)}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4', width: 'full' })}
    >
      {kind === 'unreadable' && <UnreadableReport reading={reading} actions={actions} />}
      {kind === 'notReport' && <NotAReport actions={actions} />}
      {kind !== 'unreadable' && kind !== 'notReport' && (
        <>
          {reading.unreadablePages.length > 0 && <PartialReadingNotice reading={reading} />}
          {showsConclusion && (
            <ConclusionSummary reading={reading} variants={variants}>
              {kind === 'statedOnly' && <p>{t(reportTexts.conclusion.statedOnly)}</p>}
              {kind === 'negative' && hasListedCodes && (
                <WhyCodesListed codes={reading.listedCodes} elsewhere={elsewhere} />
              )}
              {kind === 'negative' && rawText && <ExtractedText text={rawText} />}
            </ConclusionSummary>
          )}
          {kind === 'analysis' && <ReportAnalysis result={result} />}
          {kind === 'noInformation' && (
            <ReportEmptyState
              whileOnboarding={whileOnboarding}
              title={t(words.noInformationTitle)}
              description={t(words.noInformationText)}
            >
              {rawText && <ExtractedText text={rawText} />}
            </ReportEmptyState>
          )}
          {kind === 'noVariants' && (
            <ReportEmptyState
              whileOnboarding={whileOnboarding}
              title={t(words.noVariantsTitle)}
              description={t(words.noVariantsText)}
            >
              {rawText && <ExtractedText text={rawText} />}
            </ReportEmptyState>
          )}
          {kind === 'unconfirmed' && (
            <ReportEmptyState
              whileOnboarding={whileOnboarding}
              title={t(words.unconfirmedTitle)}
              description={t(words.unconfirmedText)}
            >
              {variantLike.length > 0 && <VariantLikeList strings={variantLike} />}
              {rawText && <ExtractedText text={rawText} />}
            </ReportEmptyState>
          )}
          {kind === 'variants' && (
            <ReportVariants
              result={result}
              variants={variants}
              rawText={rawText}
              carrier={reading.conclusion === 'carrier'}
            />
          )}
          {reading.otherFindings.length > 0 && <OtherFindings findings={reading.otherFindings} />}
          {reading.pharmacogenomics.length > 0 && (
            <PharmacogenomicResults results={reading.pharmacogenomics} />
          )}
          {(kind === 'otherFindings' || kind === 'statedOnly') && rawText && (
            <ExtractedText text={rawText} />
          )}
          {toCheck.length > 0 && <UncertainVariants variants={toCheck} />}
          {kind !== 'negative' && reading.listedCodes.length > 0 && (
            <WhyCodesListed codes={reading.listedCodes} elsewhere={[]} />
          )}
          {kind !== 'analysis' && diseases.length > 0 && (
            <DiseaseInformationCard
              diseases={diseases}
              maxHeight={kind === 'noInformation' ? '200px' : '300px'}
            />
          )}
          {reading.references.length > 0 && <ReportReferences ids={reading.references} />}
        </>
      )}
    </section>
  );
}
