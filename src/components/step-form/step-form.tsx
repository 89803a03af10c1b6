import { stepMessages } from '@contract/onboarding/step-messages';
import type { OnboardingStepId } from '@contract/onboarding/steps';
import { type AnswersPatch, answersOfStep, type ProfileFieldName } from '@contract/profile/profile';
import { defineMessages } from '@i18n/message';
import { answersToSave } from '@machines/onboarding/step-rules';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { afterPointerRelease } from '@/lib/after-pointer-release';
import { draftKey, sameAnswers } from '@/lib/drafts';
import { useText } from '@/lib/i18n/use-text';
import { Alert, Button } from '@/ui';
import { ControlView } from './control-view';
import type { Control, StepFormDeclaration, StepValues } from './declaration';
import { StepActions } from './step-actions';
import { serverErrorFor, useStepFormHost } from './step-form-host';
import { fieldPairClass, stepFormClass } from './step-styles';
import { useStepDraft } from './use-step-draft';
import { type FieldErrors, validateAnswers } from './validate-answers';

type Entry<S extends OnboardingStepId> = [ProfileFieldName, Control<S>];

const words = defineMessages({
  saveChanges: { id: 'step.saveChanges', defaultMessage: 'Save changes' },
  saving: { id: 'step.saving', defaultMessage: 'Saving...' },
  draftKept: {
    id: 'step.draftKept',
    defaultMessage: 'We kept the answers you had not saved yet.',
  },
  discard: { id: 'step.discardDraft', defaultMessage: 'Discard them' },
  back: { id: 'step.back', defaultMessage: 'Back' },
  cancel: { id: 'step.cancel', defaultMessage: 'Cancel' },
});

/** Controls in order, grouped in rows: a control with `pairWithNext` shares a row. */
function rowsOf<S extends OnboardingStepId>(entries: Entry<S>[]): Entry<S>[][] {
  const rows: Entry<S>[][] = [];
  for (const entry of entries) {
    const last = rows.at(-1);
    if (last && last.length === 1 && last[0]?.[1].pairWithNext) last.push(entry);
    else rows.push([entry]);
  }
  return rows;
}

function focusField(form: HTMLFormElement | null, field: ProfileFieldName) {
  const holder = form?.querySelector(`[data-field="${field}"]`);
  holder?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, button')?.focus();
}

/**
 * The one form layer of every step: answers (kept as a draft until saved), the shared field
 * rules at blur and at submit, the server's reason at its field, focus on the first problem,
 * "Saving..." while the machine saves, and Back / Next (or Cancel / Save changes on the Profile
 * page). A step only declares its fields.
 */
export function StepForm<S extends OnboardingStepId>({
  form,
  children,
  submitDisabled = false,
  preset = null,
}: {
  form: StepFormDeclaration<S>;
  /** Extra content under the fields (the upload area, the calendar). */
  children?: ReactNode;
  submitDisabled?: boolean;
  /**
   * Answers the machine settled after the form opened (a reading found under way means "Yes"),
   * applied once each time they change.
   */
  preset?: Partial<StepValues<S>> | null;
}) {
  const t = useText();
  const host = useStepFormHost();
  const formRef = useRef<HTMLFormElement>(null);
  const stored = answersOfStep(host.profile, form.step) as StepValues<S>;
  const opening = form.initialValues ? form.initialValues(stored, host.profile) : stored;
  // Two sets of answers are the same when they would save the same (a hidden year, an empty
  // family history and its saved wording count as what they become).
  const asSaved = (values: StepValues<S>) =>
    answersToSave(form.step, values as AnswersPatch, host.profile);
  const draft = useStepDraft<StepValues<S>>(
    draftKey(host.profile.email, host.mode, form.step),
    opening,
    host.saving,
    host.failure === null,
    (a, b) => sameAnswers(asSaved(a), asSaved(b)),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: tells the machine once, on opening.
  useEffect(() => {
    const signal = form.signalOnOpen?.(draft.values);
    if (signal) host.signal(signal);
  }, []);
  const presetKey = preset ? JSON.stringify(preset) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: applied when the preset changes.
  useEffect(() => {
    if (!preset) return;
    // As if the patient had chosen them: the machine hears of it like of any change.
    draft.setValues((current) => {
      const next = { ...current, ...preset };
      const field = Object.keys(preset)[0] as ProfileFieldName | undefined;
      const signal = field ? form.signalOnChange?.(field, next) : null;
      if (signal) host.signal(signal);
      return next;
    });
  }, [presetKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: tells the host when it changes.
  useEffect(() => host.reportUnsaved?.(draft.dirty), [draft.dirty]);
  const [touched, setTouched] = useState<Partial<Record<ProfileFieldName, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  const entries = Object.entries(form.controls) as Entry<S>[];
  const asked = entries.filter(([, control]) => control.kind !== 'hidden');
  const visible = asked.filter(([, control]) => control.visibleWhen?.(draft.values) ?? true);
  const visibleValues = Object.fromEntries(
    visible.map(([field]) => [field, (draft.values as Record<string, unknown>)[field]]),
  );
  const errors: FieldErrors = validateAnswers(visibleValues, host.profile);
  const shownError = (field: ProfileFieldName) =>
    (submitted || touched[field] ? errors[field] : undefined) ?? serverErrorFor(host, field);
  const allowed = form.canSubmit?.(draft.values) ?? true;

  const change = (field: ProfileFieldName, value: unknown) => {
    draft.setValues((current) => {
      const next = { ...current, [field]: value };
      const signal = form.signalOnChange?.(field, next);
      if (signal) host.signal(signal);
      return next;
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (host.saving || !allowed || submitDisabled) return;
    const firstProblem = visible.find(([field]) => errors[field]);
    if (firstProblem) {
      focusField(formRef.current, firstProblem[0]);
      return;
    }
    // Saving disables the answers: a keyboard user who pressed Enter in one waits on the busy
    // button (still focusable) instead of losing their place to the page's body.
    formRef.current?.querySelector<HTMLElement>('button[type=submit]')?.focus();
    host.submit(form.step, draft.values);
  };

  const idleText = t(host.mode === 'profile' ? words.saveChanges : form.submitLabel);
  const submitText = host.saving ? t(form.savingLabel ?? words.saving) : idleText;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className={stepFormClass}
      aria-label={t(stepMessages[form.step].formLabel)}
    >
      {draft.restored && (
        <Alert.Root status="info">
          <Alert.Icon />
          <Alert.Content>
            <Alert.Description>
              {t(words.draftKept)}{' '}
              <Button variant="ghost" size="sm" onClick={draft.discard}>
                {t(words.discard)}
              </Button>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {rowsOf(visible).map((row) => (
        <div
          key={row.map(([field]) => field).join('+')}
          className={row.length > 1 ? fieldPairClass : undefined}
        >
          {row.map(([field, control]) => (
            <div key={field} data-field={field}>
              <ControlView
                field={field}
                control={control as Control<never>}
                value={(draft.values as Record<string, unknown>)[field]}
                error={shownError(field) ?? null}
                onChange={(value) => change(field, value)}
                onBlur={() =>
                  afterPointerRelease(() => setTouched((t) => ({ ...t, [field]: true })))
                }
                disabled={host.saving}
              />
            </div>
          ))}
        </div>
      ))}
      {form.notice?.(draft.values, host.profile)}
      {children}
      {host.failure?.reason && !host.failure.field && (
        <Alert.Root status="error">
          <Alert.Icon />
          <Alert.Content>
            <Alert.Description>{t(host.failure.reason)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <StepActions>
        {host.back && (
          <Button
            variant="outline"
            disabled={host.saving}
            onClick={() => host.back?.(draft.values)}
          >
            {t(words.back)}
          </Button>
        )}
        {host.cancel && (
          <Button variant="outline" disabled={host.saving} onClick={host.cancel}>
            {t(words.cancel)}
          </Button>
        )}
        <Button
          type="submit"
          disabled={!allowed || submitDisabled}
          loading={host.saving}
          loadingText={submitText}
        >
          {submitText}
        </Button>
      </StepActions>
    </form>
  );
}
