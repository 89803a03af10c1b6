import { Field } from '@ark-ui/react/field';
import { defineMessages } from '@i18n/message';
import { type ClipboardEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { createStyleContext } from 'styled-system/jsx';
import { chipList } from 'styled-system/recipes';
import { Button } from './button';
import { AlertCircleIcon, CloseIcon, PlusIcon } from './icons';
import { Input } from './input';
import { addEntries, hasSeparator, splitEntries } from './list-entries';

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

/**
 * A list typed one entry at a time: Enter or Add appends, each entry becomes a chip with a
 * "Remove <entry>" button. A pasted list (commas, semicolons, line breaks) adds one chip per
 * item; an entry already listed, in any letter case, is not added twice. Controlled: the parent
 * owns `value`.
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

  /** Adds the entries (one typed, or a pasted list), each checked first. */
  const addItems = (entries: string[], boxText: string) => {
    const items = entries.map((entry) => entry.trim()).filter((entry) => entry !== '');
    if (items.length === 0) return;
    const problem = items.map((item) => props.validateEntry?.(item) ?? null).find(Boolean) ?? null;
    setEntryError(problem);
    if (problem) {
      setDraft(boxText);
      return;
    }
    const next = addEntries(value, items);
    if (next.length > value.length) {
      onValueChange(next);
      setAnnouncement(
        intl.formatMessage(words.added, { item: next.slice(value.length).join(', ') }),
      );
    }
    setDraft('');
  };
  // What is typed is one entry, commas and all ("Vitamin D3, 1000 IU daily").
  const add = () => addItems([draft], draft);
  // A pasted list ("Fatigue, joint pain; dizziness", or one item a line: the text box would drop
  // the line breaks) becomes one chip per item, with what the box held around the cursor.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    if (!hasSeparator(pasted)) return;
    event.preventDefault();
    const box = event.currentTarget;
    const start = box.selectionStart ?? draft.length;
    const end = box.selectionEnd ?? draft.length;
    const text = `${draft.slice(0, start)}${pasted}${draft.slice(end)}`;
    const items = splitEntries(text);
    addItems(items, items.join(', '));
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
          onPaste={onPaste}
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
