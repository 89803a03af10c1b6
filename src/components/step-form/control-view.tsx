import type { Symptom } from '@contract/phenotypes/symptom';
import type { ListField, SymptomListField } from '@contract/profile/field-kinds';
import { profileFields } from '@contract/profile/fields';
import type { ProfileFieldName } from '@contract/profile/profile';
import { css } from 'styled-system/css';
import { ChecklistQuestions } from '@/components/fields/checklist-questions';
import { OptionSelect } from '@/components/fields/option-select';
import { SymptomsField } from '@/components/fields/symptoms/symptoms-field';
import { TextField } from '@/components/fields/text-field';
import { toYesNo, YesNoRadio } from '@/components/fields/yes-no-radio';
import { AlertCircleIcon, ChipList, DateInput, Field, Textarea } from '@/ui';
import type { Control } from './declaration';

interface ControlViewProps {
  field: ProfileFieldName;
  control: Control<never>;
  value: unknown;
  error: string | null;
  onChange(value: unknown): void;
  onBlur(): void;
  disabled: boolean;
}

const today = () => new Date().toISOString().slice(0, 10);
const thisYear = () => new Date().getFullYear();

function entryRule(field: ProfileFieldName) {
  const declared = profileFields[field] as ListField | SymptomListField;
  return (entry: string) =>
    entry.length > declared.maxItemLength
      ? `Each item of ${declared.label.toLowerCase()} must be at most ${declared.maxItemLength} characters`
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
  const label = ('label' in control && control.label) || profileFields[field].label;
  const text = typeof value === 'string' ? value : '';
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
          error={error}
          disabled={disabled}
          {...(control.kind === 'year'
            ? { type: 'number', inputMode: 'numeric', min: 1900, max: thisYear(), step: 1 }
            : { autoComplete: control.autoComplete })}
          {...(control.placeholder ? { placeholder: control.placeholder } : {})}
          {...(control.helperText ? { helperText: control.helperText } : {})}
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
            {error}
          </Field.ErrorText>
        </Field.Root>
      );
    case 'select':
      return (
        <OptionSelect
          label={label}
          name={field}
          placeholder={control.placeholder}
          options={control.options}
          value={text}
          onValueChange={onChange}
          onClose={onBlur}
          error={error}
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
          placeholder={control.placeholder}
          emptyText={control.emptyText}
          value={Array.isArray(value) ? (value as string[]) : []}
          onValueChange={onChange}
          error={error}
          validateEntry={entryRule(field)}
          disabled={disabled}
          {...(control.helperText ? { helperText: control.helperText } : {})}
        />
      );
    case 'symptoms':
      return (
        <SymptomsField
          label={label}
          name={field}
          placeholder={control.placeholder}
          emptyText={control.emptyText}
          value={Array.isArray(value) ? (value as Symptom[]) : []}
          onValueChange={onChange}
          error={error}
          validateEntry={entryRule(field)}
          disabled={disabled}
          {...(control.helperText ? { helperText: control.helperText } : {})}
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
            placeholder={control.placeholder}
            value={text}
            onChange={(event) => onChange(event.currentTarget.value)}
            onBlur={onBlur}
          />
          {control.helperText && <Field.HelperText>{control.helperText}</Field.HelperText>}
          <Field.ErrorText>
            <AlertCircleIcon size={16} />
            {error}
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
