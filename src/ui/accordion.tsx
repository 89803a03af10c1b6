import { Accordion as ArkAccordion } from '@ark-ui/react/accordion';
import { type ComponentProps, useId } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { accordion } from 'styled-system/recipes';
import { ChevronDownIcon } from './icons';

const { withProvider, withContext } = createStyleContext(accordion);

const StyledRoot = withProvider(ArkAccordion.Root, 'root');
export const Item = withContext(ArkAccordion.Item, 'item');
export const ItemTrigger = withContext(ArkAccordion.ItemTrigger, 'itemTrigger');
export const ItemContent = withContext(ArkAccordion.ItemContent, 'itemContent');
const StyledIndicator = withContext(ArkAccordion.ItemIndicator, 'itemIndicator');

export function ItemIndicator({ children, ...props }: ComponentProps<typeof StyledIndicator>) {
  return <StyledIndicator {...props}>{children ?? <ChevronDownIcon />}</StyledIndicator>;
}

/** Item values go into element ids; this keeps ids valid whatever the value (spaces, symbols). */
const idSafe = (value: string) =>
  value.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.codePointAt(0)?.toString(16) ?? ''}`);

export function Root({ ids, ...props }: ComponentProps<typeof StyledRoot>) {
  const base = useId();
  return (
    <StyledRoot
      ids={{
        item: (value) => `${base}item-${idSafe(value)}`,
        itemTrigger: (value) => `${base}trigger-${idSafe(value)}`,
        itemContent: (value) => `${base}content-${idSafe(value)}`,
        ...ids,
      }}
      {...props}
    />
  );
}
