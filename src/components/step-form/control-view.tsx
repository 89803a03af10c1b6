import type { Symptom } from '@contract/phenotypes/symptom';
import type { ListField, SymptomListField } from '@contract/profile/field-kinds';
import { validationMessages } from '@contract/profile/field-rules';
import { profileFields } from '@contract/profile/fields';
import type { ProfileFieldName } from '@contract/profile/profile';
import { type Message, withValues } from '@i18n/message';
import { css } from 'styled-system/css';
import { ChecklistQuestions } from '@/components/fields/checklist-questions';
import { OptionSelect } from '@/components/fields/option-select';
import { SymptomsField } from '@/components/fields/symptoms/symptoms-field';
import { TextField } from '@/components/fields/text-field';
import { toYesNo, YesNoRadio } from '@/components/fields/yes-no-radio';
import { useText } from '@/lib/i18n/use-text';
import { AlertCircleIcon, ChipList, DateInput, Field, Textarea } from '@/ui';
import type { Control } from './declaration';

interface ControlViewProps {
  field: ProfileFieldName;
  control: Control<never>;
  value: unknown;
  error: Message | null;
  onChange(value: unknown): void;
  onBlur(): void;
  disabled: boolean;
}

const today = () => new Date().toISOString().slice(0, 10);
const thisYear = () => new Date().getFullYear();

function entryRule(field: ProfileFieldName, t: (message: Message) => string) {
  const declared = profileFields[field] as ListField | SymptomListField;
  return (entry: string) =>
    entry.length > declared.maxItemLength
      ? t(
          withValues(validationMessages.itemTooLong, {
            field: declared.inSentence ?? declared.label,
            maxItemLength: declared.maxItemLength,
          }),
        )
      : null;
}

/** One field of a step form, drawn as its declaration asks (text, date, select, chips...). */
export function ControlView({
  field,
  control,
  value,
  error,
  onChange,
  onBlur,
  disabled,
}: ControlViewProps) {
  const t = useText();
  const label = t(('label' in control && control.label) || profileFields[field].label);
  const text = typeof value === 'string' ? value : '';
  const errorText = error ? t(error) : null;
  const helperText = control.helperText ? t(control.helperText) : null;
  switch (control.kind) {
    case 'text':
    case 'year':
      return (
        <TextField
          label={label}
          name={field}
          value={text}
          onValueChange={onChange}
          onBlur={onBlur}
          error={errorText}
          disabled={disabled}
          {...(control.kind === 'year'
            ? { type: 'number', inputMode: 'numeric', min: 1900, max: thisYear(), step: 1 }
            : { autoComplete: control.autoComplete })}
          {...(control.placeholder ? { placeholder: t(control.placeholder) } : {})}
          {...(helperText ? { helperText } : {})}
        />
      );
    case 'date':
      return (
        <Field.Root invalid={Boolean(error)} disabled={disabled}>
          <Field.Label>{label}</Field.Label>
          <DateInput
            name={field}
            autoComplete={control.autoComplete}
            max={today()}
            value={text}
            onChange={(event) => onChange(event.currentTarget.value)}
            onBlur={onBlur}
          />
          <Field.ErrorText>
            <AlertCircleIcon size={16} />
            {errorText}
          </Field.ErrorText>
        </Field.Root>
      );
    case 'select':
      return (
        <OptionSelect
          label={label}
          name={field}
          placeholder={t(control.placeholder)}
          options={control.options.map((option) => ({
            value: option.value,
            label: t(option.label),
          }))}
          value={text}
          onValueChange={onChange}
          onClose={onBlur}
          error={errorText}
          disabled={disabled}
        />
      );
    case 'yesNo':
      return (
        <YesNoRadio
          name={field}
          label={label}
          value={toYesNo(value === true)}
          onValueChange={(answer) => onChange(answer === 'yes')}
          disabled={disabled}
        />
      );
    case 'chips':
      return (
        <ChipList
          label={label}
          name={field}
          placeholder={t(control.placeholder)}
          emptyText={t(control.emptyText)}
          value={Array.isArray(value) ? (value as string[]) : []}
          onValueChange={onChange}
          error={errorText}
          validateEntry={entryRule(field, t)}
          disabled={disabled}
          {...(helperText ? { helperText } : {})}
        />
      );
    case 'symptoms':
      return (
        <SymptomsField
          label={label}
          name={field}
          placeholder={t(control.placeholder)}
          emptyText={t(control.emptyText)}
          value={Array.isArray(value) ? (value as Symptom[]) : []}
          onValueChange={onChange}
          error={errorText}
          validateEntry={entryRule(field, t)}
          disabled={disabled}
          {...(helperText ? { helperText } : {})}
        />
      );
    case 'textarea':
      return (
        <Field.Root invalid={Boolean(error)} disabled={disabled}>
          <Field.Label>{label}</Field.Label>
          <Textarea
            // Spec: at least 120px (the recipe's `minHeight: '30'` is not a size token).
            className={css({ minHeight: '120px' })}
            name={field}
            placeholder={t(control.placeholder)}
            value={text}
            onChange={(event) => onChange(event.currentTarget.value)}
            onBlur={onBlur}
          />
          {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
          <Field.ErrorText>
            <AlertCircleIcon size={16} />
            {errorText}
          </Field.ErrorText>
        </Field.Root>
      );
    case 'hidden':
      return null;
    case 'checklist':
      return (
        <ChecklistQuestions
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={onChange}
          disabled={disabled}
        />
      );
  }
}
