import { Portal } from '@ark-ui/react/portal';
import { hpoRelease } from '@contract/phenotypes/hpo-release';
import { PHENOTYPE_QUERY_MIN, type PhenotypeTerm } from '@contract/phenotypes/phenotype-search';
import { type Symptom, sameSymptom, symptomText } from '@contract/phenotypes/symptom';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { chipList, field } from 'styled-system/recipes';
import { AlertCircleIcon, Button, PlusIcon, Spinner } from '@/ui';
import * as Combobox from '@/ui/combobox';
import { SymptomChips } from './symptom-chips';
import { pageLanguage, useTermSuggestions } from './use-term-suggestions';

// UI strings of this file (moved into the message catalogue by the i18n work).
const text = {
  add: 'Add',
  addNamed: (label: string) => `Add ${label}`,
  searching: 'Looking for matching terms...',
  noMatch: (typed: string) =>
    `No matching term. Press Enter or Add to keep "${typed}" in your own words.`,
  failed: 'Suggestions are not available right now. Press Enter or Add to keep your own words.',
  clinical: 'medical term',
  suggestionsCount: (n: number) =>
    n === 1
      ? '1 suggestion. Use the arrow keys to choose it.'
      : `${n} suggestions. Use the arrow keys to choose one.`,
  added: (item: string) => `Added ${item}`,
  addedCoded: (item: string, label: string) => `Added ${item} (${label})`,
  removed: (item: string) => `Removed ${item}`,
  alreadyListed: (item: string) => `${item} is already in your list`,
  learnMore: 'About the HPO',
};

const row = css({ display: 'flex', gap: '2', alignItems: 'flex-start' });
const clinicalLabel = css({ fontSize: 'sm', color: 'fg.muted' });
const srOnly = css({ srOnly: true });
const attribution = css({
  fontSize: 'xs',
  color: 'fg.muted',
  '& a': { textDecoration: 'underline' },
});
const status = css({ display: 'flex', alignItems: 'center', gap: '2' });

export interface SymptomsFieldProps {
  label: string;
  name: string;
  value: Symptom[];
  onValueChange(value: Symptom[]): void;
  placeholder?: string;
  helperText?: string;
  emptyText?: string;
  error?: string | null;
  /** Checks typed words before they are added; its message is shown instead of adding. */
  validateEntry?: (entry: string) => string | null;
  disabled?: boolean;
}

const sameTerm = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const isSearchable = (typed: string) => typed.trim().length >= PHENOTYPE_QUERY_MIN;

/**
 * The symptoms box: as the patient types (two letters or more) it suggests up to 8 HPO terms in
 * their words, with the medical label beside each; choosing one adds a coded chip, Enter or Add
 * with none chosen keeps the words as typed. Arrow keys, Enter and Escape work as in any
 * combobox; the list, its state and each change are announced to screen readers.
 */
export function SymptomsField(props: SymptomsFieldProps) {
  const { label, value, onValueChange, disabled } = props;
  const [typed, setTyped] = useState('');
  const [entryError, setEntryError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const suggestions = useTermSuggestions(typed, pageLanguage());
  const terms =
    suggestions.status === 'ready' || suggestions.status === 'loading' ? suggestions.terms : [];
  const collection = useMemo(
    () =>
      Combobox.createListCollection({
        items: terms,
        itemToValue: (term) => term.id,
        itemToString: (term) => term.matched,
      }),
    [terms],
  );
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const api = useRef<{ setOpen(open: boolean): void } | null>(null);
  const helperId = useId();
  const errorId = useId();
  const shownError = entryError ?? props.error ?? null;

  const combobox = Combobox.useCombobox({
    collection,
    // Uncontrolled text (a controlled one loses keys typed quickly); cleared through the API.
    onInputValueChange: (details) => {
      setTyped(details.inputValue);
      if (details.reason === 'input-change') {
        setEntryError(null);
        setAnnouncement('');
      }
      // Back under two letters: nothing to suggest, so the list closes.
      if (!isSearchable(details.inputValue)) api.current?.setOpen(false);
    },
    onSelect: (details) => choose(terms.find((term) => term.id === details.itemValue)),
    // The combobox asks before it stores the new text: the box itself already holds it.
    openOnChange: () => isSearchable(inputRef.current?.value ?? ''),
    allowCustomValue: true,
    selectionBehavior: 'clear',
    disabled,
    invalid: Boolean(shownError),
    positioning: { sameWidth: true, placement: 'bottom-start' },
  });

  api.current = combobox;

  const add = (symptom: Symptom, announce: string) => {
    combobox.setInputValue('');
    if (value.some((item) => sameSymptom(item, symptom))) {
      setAnnouncement(text.alreadyListed(symptomText(symptom)));
      return;
    }
    onValueChange([...value, symptom]);
    setAnnouncement(announce);
  };
  // Read from the box itself: it is current even before React has seen the last key.
  const addTyped = () => {
    const words = (inputRef.current?.value ?? typed).trim();
    if (!words) return;
    const problem = props.validateEntry?.(words) ?? null;
    setEntryError(problem);
    if (!problem) add(words, text.added(words));
  };
  const choose = (term: PhenotypeTerm | undefined) => {
    if (!term) return;
    setEntryError(null);
    add({ text: term.matched, hpo_id: term.id }, text.addedCoded(term.matched, term.label));
  };
  const remove = (symptom: Symptom) => {
    onValueChange(value.filter((item) => item !== symptom));
    setAnnouncement(text.removed(symptomText(symptom)));
    inputRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // With a suggestion highlighted, Enter is the combobox's: it chooses it (onSelect).
    if (event.key !== 'Enter' || (combobox.open && combobox.highlightedValue !== null)) return;
    event.preventDefault(); // never submit the surrounding form
    addTyped();
  };

  const searching = isSearchable(typed);
  const describedBy = [props.helperText ? helperId : null, shownError ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <Combobox.RootProvider value={combobox}>
      <Combobox.Label>{label}</Combobox.Label>
      <div className={row}>
        <Combobox.Control>
          <Combobox.Input
            name={props.name}
            placeholder={props.placeholder}
            enterKeyHint="done"
            autoComplete="off"
            ref={inputRef}
            aria-describedby={describedBy || undefined}
            onKeyDown={onKeyDown}
          />
        </Combobox.Control>
        <Button
          variant="outline"
          onClick={addTyped}
          disabled={disabled}
          aria-label={text.addNamed(label)}
        >
          <PlusIcon size={18} />
          {text.add}
        </Button>
      </div>
      {/* In a portal, like the Select's list: above the sticky Back/Next bar on phones. */}
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            {terms.map((term) => (
              <Combobox.Item key={term.id} item={term}>
                <Combobox.ItemText>{term.matched}</Combobox.ItemText>
                {!sameTerm(term.matched, term.label) && (
                  <span className={clinicalLabel}>
                    <span className={srOnly}>, {text.clinical}: </span>
                    {term.label}
                  </span>
                )}
              </Combobox.Item>
            ))}
            {searching && suggestions.status === 'loading' && terms.length === 0 && (
              <Combobox.Status className={status}>
                <Spinner size="sm" />
                {text.searching}
              </Combobox.Status>
            )}
            {searching && suggestions.status === 'ready' && terms.length === 0 && (
              <Combobox.Status>{text.noMatch(typed.trim())}</Combobox.Status>
            )}
            {searching && suggestions.status === 'failed' && (
              <Combobox.Status>{text.failed}</Combobox.Status>
            )}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
      {props.helperText && (
        <p id={helperId} className={chipList().empty}>
          {props.helperText}
        </p>
      )}
      <SymptomChips id={listId} label={label} value={value} disabled={disabled} onRemove={remove} />
      {value.length === 0 && props.emptyText && (
        <p className={chipList().empty}>{props.emptyText}</p>
      )}
      {shownError && (
        <p id={errorId} className={field().errorText}>
          <AlertCircleIcon size={16} />
          {shownError}
        </p>
      )}
      <p className={attribution}>
        {hpoRelease.attribution}{' '}
        <a href={hpoRelease.url} target="_blank" rel="noreferrer">
          {text.learnMore}
        </a>
      </p>
      <span className={srOnly} aria-live="polite">
        {announcement ||
          (searching && suggestions.status === 'ready' && terms.length > 0
            ? text.suggestionsCount(terms.length)
            : '')}
      </span>
    </Combobox.RootProvider>
  );
}
