import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group';
import { createStyleContext } from 'styled-system/jsx';
import { radioGroup } from 'styled-system/recipes';

const { withProvider, withContext } = createStyleContext(radioGroup);

/** Each Item needs ItemControl, ItemText and ItemHiddenInput (the real, focusable radio). */
export const Root = withProvider(ArkRadioGroup.Root, 'root');
export const Label = withContext(ArkRadioGroup.Label, 'label');
export const Item = withContext(ArkRadioGroup.Item, 'item');
export const ItemControl = withContext(ArkRadioGroup.ItemControl, 'itemControl');
export const ItemText = withContext(ArkRadioGroup.ItemText, 'itemText');
export const ItemHiddenInput = ArkRadioGroup.ItemHiddenInput;
