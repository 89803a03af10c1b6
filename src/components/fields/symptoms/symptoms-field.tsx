import { Portal } from '@ark-ui/react/portal';
import { hpoRelease } from '@contract/phenotypes/hpo-release';
import { PHENOTYPE_QUERY_MIN, type PhenotypeTerm } from '@contract/phenotypes/phenotype-search';
import { type Symptom, sameSymptom, symptomText } from '@contract/phenotypes/symptom';
import { defineMessages } from '@i18n/message';
import { type ClipboardEvent, type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { chipList, field } from 'styled-system/recipes';
import { useText } from '@/lib/i18n/use-text';
import { AlertCircleIcon, Button, PlusIcon, Spinner } from '@/ui';
import * as Combobox from '@/ui/combobox';
import { hasSeparator, splitEntries } from '@/ui/list-entries';
import { SymptomChips } from './symptom-chips';
import { pageLanguage, useTermSuggestions } from './use-term-suggestions';

const texts = defineMessages({
  add: { id: 'ui.chipList.add', defaultMessage: 'Add' },
  addNamed: { id: 'symptoms.addNamed', defaultMessage: 'Add {label}' },
  searching: { id: 'symptoms.searching', defaultMessage: 'Looking for matching terms...' },
  noMatch: {
    id: 'symptoms.noMatch',
    defaultMessage: 'No matching term. Press Enter or Add to keep "{typed}" in your own words.',
  },
  failed: {
    id: 'symptoms.failed',
    defaultMessage:
      'Suggestions are not available right now. Press Enter or Add to keep your own words.',
  },
  clinical: { id: 'symptoms.clinical', defaultMessage: 'medical term' },
  suggestionsCount: {
    id: 'symptoms.suggestionsCount',
    defaultMessage:
      '{count, plural, one {# suggestion. Use the arrow keys to choose it.} other {# suggestions. Use the arrow keys to choose one.}}',
  },
  added: { id: 'ui.chipList.added', defaultMessage: 'Added {item}' },
  addedCoded: { id: 'symptoms.addedCoded', defaultMessage: 'Added {item} ({label})' },
  removed: { id: 'ui.chipList.removed', defaultMessage: 'Removed {item}' },
  alreadyListed: { id: 'symptoms.alreadyListed', defaultMessage: '{item} is already in your list' },
  attribution: {
    id: 'symptoms.hpoAttribution',
    defaultMessage: 'This product uses the Human Phenotype Ontology (version {version}).',
    description: 'The sentence the HPO licence asks for; {version} is a date such as 2026-02-16.',
  },
  learnMore: { id: 'symptoms.learnMore', defaultMessage: 'About the HPO' },
});

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
  const t = useText();
  const [typed, setTyped] = useState('');
  const [entryError, setEntryError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The HPO is published in English and Spanish; an Arabic page searches and shows English terms.
  const termLanguage = pageLanguage();
  const suggestions = useTermSuggestions(typed, termLanguage);
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
      setAnnouncement(t(texts.alreadyListed, { item: symptomText(symptom) }));
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
    if (!problem) add(words, t(texts.added, { item: words }));
  };
  // A pasted list ("Fatigue, joint pain; dizziness", or one item a line) becomes one free-text
  // chip per item, with what the box held around the cursor; a typed comma stays in the words.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    if (!hasSeparator(pasted)) return;
    event.preventDefault();
    const box = event.currentTarget;
    const start = box.selectionStart ?? box.value.length;
    const end = box.selectionEnd ?? box.value.length;
    const items = splitEntries(`${box.value.slice(0, start)}${pasted}${box.value.slice(end)}`);
    const problem = items.map((item) => props.validateEntry?.(item) ?? null).find(Boolean);
    setEntryError(problem ?? null);
    if (problem) {
      combobox.setInputValue(items.join(', '));
      return;
    }
    const added: Symptom[] = [];
    for (const item of items) {
      if (![...value, ...added].some((listed) => sameSymptom(listed, item))) added.push(item);
    }
    combobox.setInputValue('');
    combobox.setOpen(false);
    if (added.length === 0) {
      setAnnouncement(t(texts.alreadyListed, { item: items.join(', ') }));
      return;
    }
    onValueChange([...value, ...added]);
    setAnnouncement(t(texts.added, { item: added.map(symptomText).join(', ') }));
  };
  const choose = (term: PhenotypeTerm | undefined) => {
    if (!term) return;
    setEntryError(null);
    add(
      { text: term.matched, hpo_id: term.id },
      t(texts.addedCoded, { item: term.matched, label: term.label }),
    );
  };
  const remove = (symptom: Symptom) => {
    onValueChange(value.filter((item) => item !== symptom));
    setAnnouncement(t(texts.removed, { item: symptomText(symptom) }));
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
            onPaste={onPaste}
          />
        </Combobox.Control>
        <Button
          variant="outline"
          onClick={addTyped}
          disabled={disabled}
          aria-label={t(texts.addNamed, { label })}
        >
          <PlusIcon size={18} />
          {t(texts.add)}
        </Button>
      </div>
      {/* In a portal, like the Select's list: above the sticky Back/Next bar on phones. */}
      <Portal>
        <Combobox.Positioner>
          {/* Busy while the shown terms are those of fewer letters and fresher ones are on their way. */}
          <Combobox.Content aria-busy={suggestions.status === 'loading'}>
            {terms.map((term) => (
              <Combobox.Item key={term.id} item={term}>
                <Combobox.ItemText>
                  <bdi lang={termLanguage}>{term.matched}</bdi>
                </Combobox.ItemText>
                {!sameTerm(term.matched, term.label) && (
                  <span className={clinicalLabel}>
                    <span className={srOnly}>, {t(texts.clinical)}: </span>
                    <bdi lang={termLanguage}>{term.label}</bdi>
                  </span>
                )}
              </Combobox.Item>
            ))}
            {searching && suggestions.status === 'loading' && terms.length === 0 && (
              <Combobox.Status className={status}>
                <Spinner size="sm" />
                {t(texts.searching)}
              </Combobox.Status>
            )}
            {searching && suggestions.status === 'ready' && terms.length === 0 && (
              <Combobox.Status>{t(texts.noMatch, { typed: typed.trim() })}</Combobox.Status>
            )}
            {searching && suggestions.status === 'failed' && (
              <Combobox.Status>{t(texts.failed)}</Combobox.Status>
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
        {t(texts.attribution, { version: hpoRelease.version })}{' '}
        <a href={hpoRelease.url} target="_blank" rel="noreferrer">
          {t(texts.learnMore)}
        </a>
      </p>
      <span className={srOnly} aria-live="polite">
        {announcement ||
          (searching && suggestions.status === 'ready' && terms.length > 0
            ? t(texts.suggestionsCount, { count: terms.length })
            : '')}
      </span>
    </Combobox.RootProvider>
  );
}
