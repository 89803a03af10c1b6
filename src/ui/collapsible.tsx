import { Collapsible as ArkCollapsible } from '@ark-ui/react/collapsible';
import type { ComponentProps } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { collapsible } from 'styled-system/recipes';
import { ChevronDownIcon } from './icons';

const { withProvider, withContext } = createStyleContext(collapsible);

export const Root = withProvider(ArkCollapsible.Root, 'root');
export const Trigger = withContext(ArkCollapsible.Trigger, 'trigger');
export const Content = withContext(ArkCollapsible.Content, 'content');
const StyledIndicator = withContext(ArkCollapsible.Indicator, 'indicator');

export function Indicator({ children, ...props }: ComponentProps<typeof StyledIndicator>) {
  return <StyledIndicator {...props}>{children ?? <ChevronDownIcon />}</StyledIndicator>;
}
