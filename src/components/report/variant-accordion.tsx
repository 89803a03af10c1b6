import { defineMessages, type Message, withValues } from '@i18n/message';
import { verbatim } from '@i18n/verbatim';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import * as Accordion from '@/ui/accordion';
import { Ltr } from '@/ui/ltr';
import { distinctDiseases } from './distinct-diseases';
import { keyedItems } from './keyed-items';
import type { GeneticVariant } from './report-result';
import { reportTexts } from './report-texts';
import { stringList } from './string-list';
import { VariantDetails } from './variant-details';

const words = defineMessages({
  unknown: { id: 'report.variant.unknown', defaultMessage: 'Unknown Variant' },
  gene: {
    id: 'report.variant.gene',
    defaultMessage: 'Gene: {genes}',
    description: '{genes} are gene symbols such as BRCA1, kept as written.',
  },
  geneUnknown: { id: 'report.variant.geneUnknown', defaultMessage: 'Gene: Not specified' },
  inGenes: {
    id: 'report.variant.plain.inGenes',
    defaultMessage:
      '{count, plural, one {A change in the {genes} gene.} other {A change in the {genes} genes.}}',
  },
  inGenesLinked: {
    id: 'report.variant.plain.inGenesLinked',
    defaultMessage:
      '{count, plural, one {A change in the {genes} gene, linked to {diseases}.} other {A change in the {genes} genes, linked to {diseases}.}}',
  },
  inDna: { id: 'report.variant.plain.inDna', defaultMessage: 'A change in your DNA.' },
  inDnaLinked: {
    id: 'report.variant.plain.inDnaLinked',
    defaultMessage: 'A change in your DNA, linked to {diseases}.',
  },
});

/** The first identifier of a variant, null when it has none ("Unknown Variant"). */
function firstIdentifier(variant: GeneticVariant): string | null {
  return stringList(variant?.var)[0] ?? null;
}

export function variantTitle(variant: GeneticVariant): Message {
  const id = firstIdentifier(variant);
  return id === null ? words.unknown : verbatim(id);
}

export function variantSubtitle(variant: GeneticVariant): Message {
  const genes = stringList(variant?.gene);
  return genes.length > 0 ? withValues(words.gene, { genes: genes.join(', ') }) : words.geneUnknown;
}

/**
 * What the code means, in plain words: the gene it changes and the conditions linked to it. A
 * carrier's line names no disease: the carrier headline names it once.
 */
export function variantPlainLine(variant: GeneticVariant, carrier = false): Message {
  const genes = stringList(variant?.gene);
  if (carrier) {
    return genes.length > 0
      ? withValues(reportTexts.variant.plainCarrier, {
          genes: genes.join(', '),
          count: genes.length,
        })
      : reportTexts.variant.plainCarrierNoGene;
  }
  const diseases = distinctDiseases([variant]).join(', ');
  if (genes.length === 0) {
    return diseases ? withValues(words.inDnaLinked, { diseases }) : words.inDna;
  }
  const values = { genes: genes.join(', '), count: genes.length };
  return diseases
    ? withValues(words.inGenesLinked, { ...values, diseases })
    : withValues(words.inGenes, values);
}

/** One collapsible row per variant; several may be open at once to compare them. */
export function VariantAccordion({
  variants,
  carrier = false,
}: {
  variants: GeneticVariant[];
  /** The report's result is "carrier": one copy, no disease implied. */
  carrier?: boolean;
}) {
  const t = useText();
  return (
    <Accordion.Root multiple collapsible>
      {keyedItems(variants, (variant) => firstIdentifier(variant) ?? '').map(
        ({ key, item: variant }) => (
          <Accordion.Item key={key} value={key}>
            <Accordion.ItemTrigger>
              <span className={css({ display: 'flex', flexDirection: 'column', minWidth: '0' })}>
                <span className={css({ fontWeight: 'semibold', wordBreak: 'break-word' })}>
                  <Ltr>{t(variantTitle(variant))}</Ltr>
                </span>
                <span className={css({ fontWeight: 'normal' })}>
                  {t(variantPlainLine(variant, carrier))}
                </span>
                <span className={css({ fontSize: 'sm', fontWeight: 'normal', color: 'fg.muted' })}>
                  {t(variantSubtitle(variant))}
                </span>
              </span>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <VariantDetails variant={variant ?? ({} as GeneticVariant)} carrier={carrier} />
            </Accordion.ItemContent>
          </Accordion.Item>
        ),
      )}
    </Accordion.Root>
  );
}
