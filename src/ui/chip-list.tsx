import { Field } from '@ark-ui/react/field';
import { defineMessages } from '@i18n/message';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { createStyleContext } from 'styled-system/jsx';
import { chipList } from 'styled-system/recipes';
import { Button } from './button';
import { AlertCircleIcon, CloseIcon, PlusIcon } from './icons';
import { Input } from './input';

const { withProvider, withContext } = createStyleContext(chipList);
const Root = withProvider(Field.Root, 'root');
const Label = withContext(Field.Label, 'label');
const Control = withContext('div', 'control');
const List = withContext('ul', 'list');
const Chip = withContext('li', 'chip');
const ChipText = withContext('span', 'chipText');
const ChipRemove = withContext('button', 'chipRemove');
const Empty = withContext('p', 'empty');
const HelperText = withContext(Field.HelperText, 'empty');
const ErrorText = withContext(Field.ErrorText, 'empty');

const srOnly = css({ srOnly: true });

const words = defineMessages({
  add: { id: 'ui.chipList.add', defaultMessage: 'Add' },
  addTo: {
    id: 'ui.chipList.addTo',
    defaultMessage: '{add} {list}',
    description: "The Add button's name: {add} is the button's text, {list} the list's label.",
  },
  added: { id: 'ui.chipList.added', defaultMessage: 'Added {item}' },
  removed: { id: 'ui.chipList.removed', defaultMessage: 'Removed {item}' },
  remove: { id: 'ui.chipList.remove', defaultMessage: 'Remove {item}' },
});

export type ChipListProps = {
  label: string;
  value: string[];
  onValueChange: (value: string[]) => void;
  placeholder?: string;
  addLabel?: string;
  helperText?: string;
  /** Shown when the list is empty, e.g. "No symptoms added yet." */
  emptyText?: string;
  name?: string;
  disabled?: boolean;
  /** Shown under the list (e.g. the server's reason for refusing it). */
  error?: string | null;
  /** Checks one entry before it is added; its message is shown instead of adding. */
  validateEntry?: (entry: string) => string | null;
};

/** Adds trimmed, non-blank, not-yet-listed entries. Exported for the screens' own validation. */
export function addEntry(list: readonly string[], entry: string): string[] {
  const item = entry.trim();
  if (!item || list.includes(item)) return [...list];
  return [...list, item];
}

/**
 * A list typed one entry at a time: Enter or Add appends, each entry becomes a chip with a
 * "Remove <entry>" button. Controlled: the parent owns `value`.
 */
export function ChipList(props: ChipListProps) {
  const intl = useIntl();
  const {
    label,
    value,
    onValueChange,
    placeholder,
    addLabel = intl.formatMessage(words.add),
    helperText,
    emptyText,
  } = props;
  const [draft, setDraft] = useState('');
  const [entryError, setEntryError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();

  const add = () => {
    const item = draft.trim();
    if (!item) return;
    const problem = props.validateEntry?.(item) ?? null;
    setEntryError(problem);
    if (problem) return;
    if (!value.includes(item)) {
      onValueChange(addEntry(value, item));
      setAnnouncement(intl.formatMessage(words.added, { item }));
    }
    setDraft('');
  };
  const remove = (item: string) => {
    onValueChange(value.filter((entry) => entry !== item));
    setAnnouncement(intl.formatMessage(words.removed, { item }));
    input.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // never submit the surrounding form
    add();
  };

  return (
    <Root disabled={props.disabled} invalid={Boolean(entryError ?? props.error)}>
      <Label>{label}</Label>
      <Control>
        <Input
          ref={input}
          name={props.name}
          value={draft}
          placeholder={placeholder}
          enterKeyHint="done"
          aria-controls={listId}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setEntryError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button
          variant="outline"
          onClick={add}
          disabled={props.disabled}
          aria-label={intl.formatMessage(words.addTo, { add: addLabel, list: label })}
        >
          <PlusIcon size={18} />
          {addLabel}
        </Button>
      </Control>
      {helperText && <HelperText>{helperText}</HelperText>}
      <List id={listId} aria-label={label} hidden={value.length === 0}>
        {value.map((item) => (
          <Chip key={item}>
            <ChipText>{item}</ChipText>
            <ChipRemove
              type="button"
              aria-label={intl.formatMessage(words.remove, { item })}
              onClick={() => remove(item)}
              disabled={props.disabled}
            >
              <span>
                <CloseIcon size={14} />
              </span>
            </ChipRemove>
          </Chip>
        ))}
      </List>
      {value.length === 0 && emptyText && <Empty>{emptyText}</Empty>}
      <ErrorText className={css({ color: 'danger.text', fontWeight: 'medium' })}>
        <AlertCircleIcon size={16} />
        {entryError ?? props.error}
      </ErrorText>
      <span className={srOnly} aria-live="polite">
        {announcement}
      </span>
    </Root>
  );
}
