import type { CollectionItem } from '@ark-ui/react/collection';
import { Portal } from '@ark-ui/react/portal';
import { Select as ArkSelect, useSelectContext } from '@ark-ui/react/select';
import { defineMessage } from '@i18n/message';
import {
  type ComponentProps,
  createContext,
  type JSX,
  type KeyboardEvent,
  type RefAttributes,
  type RefObject,
  useContext,
  useRef,
} from 'react';
import { useIntl } from 'react-intl';
import { createStyleContext } from 'styled-system/jsx';
import { select } from 'styled-system/recipes';
import { CheckIcon, ChevronDownIcon } from './icons';
import { isSearching, noTypeahead, type TypeaheadState, typeahead } from './typeahead';

const { withProvider, withContext } = createStyleContext(select);

/** Pass `collection={createListCollection({ items })}`; `value` is a string[] (one item here). */
// The styled wrapper loses Ark's item generic; restore it so `collection` and `value` stay typed.
type RootComponent = <T extends CollectionItem>(
  props: ArkSelect.RootProps<T> & RefAttributes<HTMLDivElement>,
) => JSX.Element;
const StyledRoot = withProvider(ArkSelect.Root, 'root') as RootComponent;
const clearValue = defineMessage({ id: 'ui.select.clear', defaultMessage: 'Clear value' });
export const Label = withContext(ArkSelect.Label, 'label');
export const Control = withContext(ArkSelect.Control, 'control');
const StyledTrigger = withContext(ArkSelect.Trigger, 'trigger');
export const ValueText = withContext(ArkSelect.ValueText, 'valueText');
export const Positioner = withContext(ArkSelect.Positioner, 'positioner');
const StyledContent = withContext(ArkSelect.Content, 'content');
export const Item = withContext(ArkSelect.Item, 'item');
export const ItemText = withContext(ArkSelect.ItemText, 'itemText');
const StyledIndicator = withContext(ArkSelect.Indicator, 'indicator');
const StyledItemIndicator = withContext(ArkSelect.ItemIndicator, 'itemIndicator');
/** The native <select> mirror: makes the value part of form data. */
export const HiddenSelect = ArkSelect.HiddenSelect;
export { createListCollection } from '@ark-ui/react/select';

interface Typing {
  /** What was typed so far. */
  typed: RefObject<TypeaheadState>;
  /** The option typing highlighted, known before Ark's next render shows it. */
  found: RefObject<string | null>;
}

/** Shared by the trigger and the list of one select. */
const TypingContext = createContext<Typing | null>(null);

export const Root: RootComponent = ({ onOpenChange, ...props }) => {
  const typed = useRef(noTypeahead);
  const found = useRef<string | null>(null);
  const intl = useIntl();
  return (
    <TypingContext value={{ typed, found }}>
      <StyledRoot
        translations={{ clearTriggerLabel: intl.formatMessage(clearValue) }}
        // A closed list ends the search: what is typed next ("New Y" right after taking
        // "Michigan") is a new one, however quickly it follows.
        onOpenChange={(details) => {
          if (!details.open) {
            typed.current = noTypeahead;
            found.current = null;
          }
          onOpenChange?.(details);
        }}
        {...props}
      />
    </TypingContext>
  );
};

/**
 * Type-ahead as the WAI-ARIA select-only combobox has it (./typeahead.ts): a letter opens the
 * list and highlights the first option that starts with what was typed; Enter (or a click) takes
 * it. The value never changes while typing, so nothing reacts to the options passed on the way.
 * It runs before Ark's own type-ahead, which picks options of a closed select as it goes.
 */
function useTypeahead() {
  const api = useSelectContext();
  const typing = useContext(TypingContext);
  return (event: KeyboardEvent<HTMLElement>) => {
    if (!typing) return;
    const { typed, found } = typing;
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    const now = event.timeStamp;
    // A space is part of a search ("New Y"); otherwise it opens the list or takes an option.
    if (event.key === ' ' && !isSearching(typed.current, now)) return;
    const values = api.collection.items.map((item) => api.collection.getItemValue(item) ?? '');
    const labels = api.collection.items.map((item) => api.collection.stringifyItem(item) ?? '');
    const from = api.open ? api.highlightedValue : (api.value[0] ?? null);
    const position = from === null ? -1 : values.indexOf(from);
    const result = typeahead(labels, position < 0 ? null : position, typed.current, event.key, now);
    typed.current = result.state;
    event.preventDefault();
    event.stopPropagation();
    if (!api.open) api.setOpen(true);
    const value = result.index === null ? null : values[result.index];
    if (value) {
      found.current = value;
      api.setHighlightValue(value);
    }
  };
}

/**
 * Enter on the trigger takes the option typing highlighted. The list opens with focus still on
 * the trigger for one frame (Ark moves it in the next), and Ark ignores Enter there, so a quick
 * "p, Enter" would otherwise leave the list open with nothing chosen.
 */
function useEnterTakesHighlighted() {
  const api = useSelectContext();
  // The list may not have rendered open yet, so the close waits for the render that shows it.
  const latest = useRef(api);
  latest.current = api;
  const typing = useContext(TypingContext);
  return (event: KeyboardEvent<HTMLElement>) => {
    const value = typing?.found.current ?? null;
    if (event.key !== 'Enter' || value === null) return;
    event.preventDefault();
    event.stopPropagation();
    api.selectValue(value);
    requestAnimationFrame(() => latest.current.setOpen(false));
  };
}

export function Trigger(props: ComponentProps<typeof StyledTrigger>) {
  const typeaheadKey = useTypeahead();
  const enterKey = useEnterTakesHighlighted();
  return (
    <StyledTrigger
      onKeyDownCapture={(event) => {
        enterKey(event);
        if (!event.isPropagationStopped()) typeaheadKey(event);
      }}
      {...props}
    />
  );
}

export function Content(props: ComponentProps<typeof StyledContent>) {
  return <StyledContent onKeyDownCapture={useTypeahead()} {...props} />;
}

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
