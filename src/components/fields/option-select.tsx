import { useId, useMemo } from 'react';
import { field } from 'styled-system/recipes';
import { AlertCircleIcon, Select } from '@/ui';

export interface Option {
  value: string;
  label: string;
}

interface OptionSelectProps {
  label: string;
  placeholder: string;
  options: readonly Option[];
  value: string;
  onValueChange(value: string): void;
  /** Called when the list closes: the field counts as touched. */
  onClose?(): void;
  error?: string | null;
  name?: string;
  disabled?: boolean;
}

/** A single-choice select with its own error text, read on focus through aria-describedby. */
export function OptionSelect(props: OptionSelectProps) {
  const { label, placeholder, options, value, onValueChange, onClose, error, name } = props;
  const collection = useMemo(() => Select.createListCollection({ items: [...options] }), [options]);
  const errorId = useId();
  const errorClass = field().errorText;
  return (
    <Select.Root
      collection={collection}
      value={value ? [value] : []}
      name={name}
      disabled={props.disabled}
      invalid={Boolean(error)}
      positioning={{ sameWidth: true }}
      onValueChange={(details) => onValueChange(details.value[0] ?? '')}
      onOpenChange={(details) => {
        if (!details.open) onClose?.();
      }}
    >
      <Select.Label>{label}</Select.Label>
      <Select.Control>
        <Select.Trigger aria-describedby={error ? errorId : undefined}>
          <Select.ValueText placeholder={placeholder} />
          <Select.Indicator />
        </Select.Trigger>
      </Select.Control>
      <Select.Popup>
        {collection.items.map((item) => (
          <Select.Item key={item.value} item={item}>
            <Select.ItemText>{item.label}</Select.ItemText>
            <Select.ItemIndicator />
          </Select.Item>
        ))}
      </Select.Popup>
      <Select.HiddenSelect />
      {error && (
        <p id={errorId} className={errorClass}>
          <AlertCircleIcon size={16} />
          {error}
        </p>
      )}
    </Select.Root>
  );
}
