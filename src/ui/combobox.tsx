import type { CollectionItem } from '@ark-ui/react/collection';
import { Combobox as ArkCombobox } from '@ark-ui/react/combobox';
import type { JSX, RefAttributes } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { combobox } from 'styled-system/recipes';

const { withProvider, withContext } = createStyleContext(combobox);

/**
 * A text box that suggests options as one types (Ark Combobox: role combobox, arrow keys,
 * Enter, Escape): `const combobox = useCombobox({ collection: createListCollection({ items }) })`
 * then `<RootProvider value={combobox}>` (the caller can clear or set its text).
 */
// The styled wrapper loses Ark's item generic; restore it so `collection` stays typed.
type RootProviderComponent = <T extends CollectionItem>(
  props: ArkCombobox.RootProviderProps<T> & RefAttributes<HTMLDivElement>,
) => JSX.Element;
export const RootProvider = withProvider(ArkCombobox.RootProvider, 'root') as RootProviderComponent;
export const Label = withContext(ArkCombobox.Label, 'label');
export const Control = withContext(ArkCombobox.Control, 'control');
export const Input = withContext(ArkCombobox.Input, 'input');
export const Positioner = withContext(ArkCombobox.Positioner, 'positioner');
export const Content = withContext(ArkCombobox.Content, 'content');
export const Item = withContext(ArkCombobox.Item, 'item');
export const ItemText = withContext(ArkCombobox.ItemText, 'itemText');
/** A line inside the list that is not an option: "Searching...", "No matching terms". */
export const Status = withContext('div', 'empty');
export { createListCollection, useCombobox } from '@ark-ui/react/combobox';
