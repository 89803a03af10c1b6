import { defineMessages } from '@i18n/message';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import { Badge } from '@/ui/badge';
import { distinctDiseases } from './distinct-diseases';
import { definitionListClass, LabelledList } from './labelled-value';
import type { GeneticVariant } from './report-result';
import { reportTexts } from './report-texts';
import { stringList } from './string-list';

function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

const words = defineMessages({
  classification: {
    id: 'report.variant.classification',
    defaultMessage: 'Classification: {value}',
    description: "{value} is the report's own wording, such as Pathogenic.",
  },
  zygosity: {
    id: 'report.variant.zygosity',
    defaultMessage: 'Zygosity: {value}',
    description: "{value} is the report's own wording, such as Heterozygous.",
  },
  identifiers: { id: 'report.variant.identifiers', defaultMessage: 'Variant Identifiers' },
  diseases: { id: 'report.variant.diseases', defaultMessage: 'Associated Diseases' },
  genes: { id: 'report.variant.genes', defaultMessage: 'Genes' },
  refSeq: { id: 'report.variant.refSeq', defaultMessage: 'Reference Sequences' },
  dbSnp: { id: 'report.variant.dbSnp', defaultMessage: 'dbSNP' },
  omim: { id: 'report.variant.omim', defaultMessage: 'OMIM' },
  pubMed: { id: 'report.variant.pubMed', defaultMessage: 'PubMed IDs' },
});

/**
 * The expanded body of one accordion item. For a carrier the classification is said in words
 * about the variant, never as a bare "Pathogenic" badge that would read as a diagnosis.
 */
export function VariantDetails({
  variant,
  carrier = false,
}: {
  variant: GeneticVariant;
  carrier?: boolean;
}) {
  const t = useText();
  const classification = optionalText(variant.classification);
  const zygosity = optionalText(variant.zygosity);
  const inheritance = optionalText(variant.inheritance);
  const badgeClassification = carrier ? null : classification;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {(badgeClassification || zygosity || inheritance) && (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {badgeClassification && (
            <Badge tone="accent">{t(words.classification, { value: badgeClassification })}</Badge>
          )}
          {zygosity && <Badge tone="info">{t(words.zygosity, { value: zygosity })}</Badge>}
          {inheritance && (
            <Badge tone="info">{t(reportTexts.variant.inheritance, { inheritance })}</Badge>
          )}
        </div>
      )}
      {carrier && classification && (
        <p>{t(reportTexts.variant.carrierClassification, { classification })}</p>
      )}
      <dl className={definitionListClass}>
        <LabelledList label={t(words.identifiers)} values={stringList(variant.var)} />
        <LabelledList label={t(words.diseases)} values={distinctDiseases([variant])} />
        <LabelledList label={t(words.genes)} values={stringList(variant.gene)} />
        <LabelledList label={t(words.refSeq)} values={stringList(variant.refSeq)} />
        <LabelledList label={t(words.dbSnp)} values={stringList(variant.dbSNP)} />
        <LabelledList label={t(words.omim)} values={stringList(variant.OMIM)} />
        <LabelledList label={t(words.pubMed)} values={stringList(variant.PMID)} />
      </dl>
    </div>
  );
}
