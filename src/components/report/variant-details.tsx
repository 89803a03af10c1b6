import { css } from 'styled-system/css';
import { Badge } from '@/ui/badge';
import { distinctDiseases } from './distinct-diseases';
import { definitionListClass, LabelledList } from './labelled-value';
import type { GeneticVariant } from './report-result';
import { reportTexts } from './report-texts';
import { stringList } from './string-list';

function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

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
  const classification = optionalText(variant.classification);
  const zygosity = optionalText(variant.zygosity);
  const inheritance = optionalText(variant.inheritance);
  const badgeClassification = carrier ? null : classification;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {(badgeClassification || zygosity || inheritance) && (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {badgeClassification && (
            <Badge tone="accent">Classification: {badgeClassification}</Badge>
          )}
          {zygosity && <Badge tone="info">Zygosity: {zygosity}</Badge>}
          {inheritance && <Badge tone="info">{reportTexts.variant.inheritance(inheritance)}</Badge>}
        </div>
      )}
      {carrier && classification && (
        <p>{reportTexts.variant.carrierClassification(classification)}</p>
      )}
      <dl className={definitionListClass}>
        <LabelledList label="Variant Identifiers" values={stringList(variant.var)} />
        <LabelledList label="Associated Diseases" values={distinctDiseases([variant])} />
        <LabelledList label="Genes" values={stringList(variant.gene)} />
        <LabelledList label="Reference Sequences" values={stringList(variant.refSeq)} />
        <LabelledList label="dbSNP" values={stringList(variant.dbSNP)} />
        <LabelledList label="OMIM" values={stringList(variant.OMIM)} />
        <LabelledList label="PubMed IDs" values={stringList(variant.PMID)} />
      </dl>
    </div>
  );
}
