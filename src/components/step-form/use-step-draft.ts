import { useEffect, useRef, useState } from 'react';
import { forgetDraft, readDraft, sameAnswers, writeDraft } from '@/lib/drafts';

interface StepDraft<T> {
  values: T;
  setValues(update: (current: T) => T): void;
  /** The form opened with answers typed earlier that differ from what is stored (this tab). */
  restored: boolean;
  /** The answers differ from what is stored, as `same` compares them. */
  dirty: boolean;
  discard(): void;
}

/**
 * A form's answers, kept as a draft in this tab until they are saved: a reload brings them back,
 * and leaving the page with unsaved answers asks first. A draft is compared with what is stored
 * (`same`, by default value for value): one that holds what was saved is not offered back as
 * unsaved (a step saved and left before the save's answer cleared its draft, issue 30).
 */
export function useStepDraft<T>(
  key: string,
  stored: T,
  saving: boolean,
  saved: boolean,
  same: (a: T, b: T) => boolean = sameAnswers,
): StepDraft<T> {
  const [initial] = useState(() => readDraft<T>(key));
  const [values, setState] = useState<T>(() => initial ?? stored);
  const [restored, setRestored] = useState(() => initial !== null && !same(initial, stored));
  const dirty = !same(values, stored);

  const setValues = (update: (current: T) => T) =>
    setState((current) => {
      const next = update(current);
      writeDraft(key, next);
      return next;
    });

  // A save that went through makes the draft obsolete.
  const wasSaving = useRef(saving);
  useEffect(() => {
    if (wasSaving.current && !saving && saved) {
      forgetDraft(key);
      setRestored(false);
    }
    wasSaving.current = saving;
  }, [saving, saved, key]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const discard = () => {
    forgetDraft(key);
    setState(stored);
    setRestored(false);
  };

  return { values, setValues, restored, dirty, discard };
}
