import { Accordion as ArkAccordion } from '@ark-ui/react/accordion';
import type { ComponentProps } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { accordion } from 'styled-system/recipes';
import { ChevronDownIcon } from './icons';

const { withProvider, withContext } = createStyleContext(accordion);

export const Root = withProvider(ArkAccordion.Root, 'root');
export const Item = withContext(ArkAccordion.Item, 'item');
export const ItemTrigger = withContext(ArkAccordion.ItemTrigger, 'itemTrigger');
export const ItemContent = withContext(ArkAccordion.ItemContent, 'itemContent');
const StyledIndicator = withContext(ArkAccordion.ItemIndicator, 'itemIndicator');
export const Context = ArkAccordion.Context;

export function ItemIndicator({ children, ...props }: ComponentProps<typeof StyledIndicator>) {
  return <StyledIndicator {...props}>{children ?? <ChevronDownIcon />}</StyledIndicator>;
}
