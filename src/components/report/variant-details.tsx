import { css } from 'styled-system/css';
import { Badge } from '@/ui/badge';
import { definitionListClass, LabelledList } from './labelled-value';
import type { GeneticVariant } from './report-result';
import { stringList } from './report-result-kind';

function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The expanded body of one accordion item. */
export function VariantDetails({ variant }: { variant: GeneticVariant }) {
  const classification = optionalText(variant.classification);
  const zygosity = optionalText(variant.zygosity);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {(classification || zygosity) && (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {classification && <Badge tone="accent">Classification: {classification}</Badge>}
          {zygosity && <Badge tone="info">Zygosity: {zygosity}</Badge>}
        </div>
      )}
      <dl className={definitionListClass}>
        <LabelledList label="Variant Identifiers" values={stringList(variant.var)} />
        <LabelledList label="Associated Diseases" values={stringList(variant.diseaseNames)} />
        <LabelledList label="Genes" values={stringList(variant.gene)} />
        <LabelledList label="Reference Sequences" values={stringList(variant.refSeq)} />
        <LabelledList label="dbSNP" values={stringList(variant.dbSNP)} />
        <LabelledList label="OMIM" values={stringList(variant.OMIM)} />
        <LabelledList label="PubMed IDs" values={stringList(variant.PMID)} />
      </dl>
    </div>
  );
}
