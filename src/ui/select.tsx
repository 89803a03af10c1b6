import type { CollectionItem } from '@ark-ui/react/collection';
import { Portal } from '@ark-ui/react/portal';
import { Select as ArkSelect } from '@ark-ui/react/select';
import { defineMessage } from '@i18n/message';
import type { ComponentProps, JSX, RefAttributes } from 'react';
import { useIntl } from 'react-intl';
import { createStyleContext } from 'styled-system/jsx';
import { select } from 'styled-system/recipes';
import { CheckIcon, ChevronDownIcon } from './icons';

const { withProvider, withContext } = createStyleContext(select);

/** Pass `collection={createListCollection({ items })}`; `value` is a string[] (one item here). */
// The styled wrapper loses Ark's item generic; restore it so `collection` and `value` stay typed.
type RootComponent = <T extends CollectionItem>(
  props: ArkSelect.RootProps<T> & RefAttributes<HTMLDivElement>,
) => JSX.Element;
const StyledRoot = withProvider(ArkSelect.Root, 'root') as RootComponent;
const clearValue = defineMessage({ id: 'ui.select.clear', defaultMessage: 'Clear value' });

export const Root: RootComponent = (props) => {
  const intl = useIntl();
  return (
    <StyledRoot translations={{ clearTriggerLabel: intl.formatMessage(clearValue) }} {...props} />
  );
};
export const Label = withContext(ArkSelect.Label, 'label');
export const Control = withContext(ArkSelect.Control, 'control');
export const Trigger = withContext(ArkSelect.Trigger, 'trigger');
export const ValueText = withContext(ArkSelect.ValueText, 'valueText');
export const Positioner = withContext(ArkSelect.Positioner, 'positioner');
export const Content = withContext(ArkSelect.Content, 'content');
export const Item = withContext(ArkSelect.Item, 'item');
export const ItemText = withContext(ArkSelect.ItemText, 'itemText');
const StyledIndicator = withContext(ArkSelect.Indicator, 'indicator');
const StyledItemIndicator = withContext(ArkSelect.ItemIndicator, 'itemIndicator');
/** The native <select> mirror: makes the value part of form data. */
export const HiddenSelect = ArkSelect.HiddenSelect;
export { createListCollection } from '@ark-ui/react/select';

export function Indicator({ children, ...props }: ComponentProps<typeof StyledIndicator>) {
  return <StyledIndicator {...props}>{children ?? <ChevronDownIcon />}</StyledIndicator>;
}

export function ItemIndicator({ children, ...props }: ComponentProps<typeof StyledItemIndicator>) {
  return (
    <StyledItemIndicator {...props}>{children ?? <CheckIcon size={16} />}</StyledItemIndicator>
  );
}

/** Content in a portal, positioned under the trigger. */
export function Popup({ children, ...props }: ComponentProps<typeof Content>) {
  return (
    <Portal>
      <Positioner>
        <Content {...props}>{children}</Content>
      </Positioner>
    </Portal>
  );
}
