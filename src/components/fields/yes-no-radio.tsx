import { css } from 'styled-system/css';
import { RadioGroup } from '@/ui';

export type YesNo = 'yes' | 'no';

interface YesNoRadioProps {
  label: string;
  value: YesNo | '';
  onValueChange(value: YesNo): void;
  name?: string;
  disabled?: boolean;
}

const options: ReadonlyArray<{ value: YesNo; label: string }> = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** A labelled yes/no question; arrow keys move between the two answers. */
export function YesNoRadio({ label, value, onValueChange, name, disabled }: YesNoRadioProps) {
  return (
    <RadioGroup.Root
      value={value || null}
      name={name}
      disabled={disabled}
      orientation="horizontal"
      onValueChange={(details) => {
        if (details.value === 'yes' || details.value === 'no') onValueChange(details.value);
      }}
    >
      <RadioGroup.Label className={css({ width: 'full' })}>{label}</RadioGroup.Label>
      {options.map((option) => (
        <RadioGroup.Item key={option.value} value={option.value}>
          <RadioGroup.ItemControl />
          <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
          <RadioGroup.ItemHiddenInput />
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}

export const toYesNo = (value: boolean): YesNo => (value ? 'yes' : 'no');
