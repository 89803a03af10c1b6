import { css } from 'styled-system/css';
import * as Accordion from '@/ui/accordion';
import { distinctDiseases } from './distinct-diseases';
import { keyedItems } from './keyed-items';
import type { GeneticVariant } from './report-result';
import { reportTexts } from './report-texts';
import { stringList } from './string-list';
import { VariantDetails } from './variant-details';

export function variantTitle(variant: GeneticVariant): string {
  return stringList(variant?.var)[0] ?? 'Unknown Variant';
}

export function variantSubtitle(variant: GeneticVariant): string {
  const genes = stringList(variant?.gene);
  return `Gene: ${genes.length > 0 ? genes.join(', ') : 'Not specified'}`;
}

/**
 * What the code means, in plain words: the gene it changes and the conditions linked to it. A
 * carrier's line names no disease: the carrier headline names it once.
 */
export function variantPlainLine(variant: GeneticVariant, carrier = false): string {
  const genes = stringList(variant?.gene);
  if (carrier) return reportTexts.variant.plainCarrier(genes);
  const diseases = distinctDiseases([variant]);
  const change =
    genes.length > 0
      ? `A change in the ${genes.join(', ')} gene${genes.length > 1 ? 's' : ''}`
      : 'A change in your DNA';
  return diseases.length > 0 ? `${change}, linked to ${diseases.join(', ')}.` : `${change}.`;
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
  return (
    <Accordion.Root multiple collapsible>
      {keyedItems(variants, variantTitle).map(({ key, item: variant }) => (
        <Accordion.Item key={key} value={key}>
          <Accordion.ItemTrigger>
            <span className={css({ display: 'flex', flexDirection: 'column', minWidth: '0' })}>
              <span className={css({ fontWeight: 'semibold', wordBreak: 'break-word' })}>
                {variantTitle(variant)}
              </span>
              <span className={css({ fontWeight: 'normal' })}>
                {variantPlainLine(variant, carrier)}
              </span>
              <span className={css({ fontSize: 'sm', fontWeight: 'normal', color: 'fg.muted' })}>
                {variantSubtitle(variant)}
              </span>
            </span>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <VariantDetails variant={variant ?? ({} as GeneticVariant)} carrier={carrier} />
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
