import { defineMessages } from '@i18n/message';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import { RadioGroup } from '@/ui';

export type YesNo = 'yes' | 'no';

interface YesNoRadioProps {
  label: string;
  value: YesNo | '';
  onValueChange(value: YesNo): void;
  name?: string;
  disabled?: boolean;
}

const answers = defineMessages({
  yes: { id: 'common.yes', defaultMessage: 'Yes' },
  no: { id: 'common.no', defaultMessage: 'No' },
});

const options: readonly YesNo[] = ['yes', 'no'];

/** A labelled yes/no question; arrow keys move between the two answers. */
export function YesNoRadio({ label, value, onValueChange, name, disabled }: YesNoRadioProps) {
  const t = useText();
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
        <RadioGroup.Item key={option} value={option}>
          <RadioGroup.ItemControl />
          <RadioGroup.ItemText>{t(answers[option])}</RadioGroup.ItemText>
          <RadioGroup.ItemHiddenInput />
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}

export const toYesNo = (value: boolean): YesNo => (value ? 'yes' : 'no');
