import { SegmentGroup } from '@ark-ui/react/segment-group';
import { defineMessages } from '@i18n/message';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { createStyleContext } from 'styled-system/jsx';
import { themeSwitcher } from 'styled-system/recipes';
import { MonitorIcon, MoonIcon, SunIcon } from './icons';

export type ThemePreference = 'light' | 'dark' | 'system';

const { withProvider, withContext } = createStyleContext(themeSwitcher);
const Root = withProvider(SegmentGroup.Root, 'root');
const Label = withContext(SegmentGroup.Label, 'label');
const Indicator = withContext(SegmentGroup.Indicator, 'indicator');
const Item = withContext(SegmentGroup.Item, 'item');
const ItemText = withContext(SegmentGroup.ItemText, 'itemText');
const ItemControl = withContext(SegmentGroup.ItemControl, 'itemControl');

const words = defineMessages({
  label: { id: 'theme.label', defaultMessage: 'Theme' },
  light: { id: 'theme.light', defaultMessage: 'Light' },
  dark: { id: 'theme.dark', defaultMessage: 'Dark' },
  system: { id: 'theme.system', defaultMessage: 'System' },
});

const options: { value: ThemePreference; icon: ReactNode }[] = [
  { value: 'light', icon: <SunIcon size={18} /> },
  { value: 'dark', icon: <MoonIcon size={18} /> },
  { value: 'system', icon: <MonitorIcon size={18} /> },
];

const isPreference = (value: string | null): value is ThemePreference =>
  value === 'light' || value === 'dark' || value === 'system';

export type ThemeSwitcherProps = {
  value: ThemePreference;
  onValueChange: (value: ThemePreference) => void;
  label?: string;
};

/** Presentational: the theme machine owns the preference; this only shows and reports it. */
export function ThemeSwitcher({ value, onValueChange, label }: ThemeSwitcherProps) {
  const intl = useIntl();
  return (
    <Root
      value={value}
      onValueChange={(details) => {
        if (isPreference(details.value)) onValueChange(details.value);
      }}
    >
      <Label>{label ?? intl.formatMessage(words.label)}</Label>
      <Indicator />
      {options.map((option) => (
        <Item key={option.value} value={option.value}>
          {option.icon}
          <ItemText>{intl.formatMessage(words[option.value])}</ItemText>
          <ItemControl />
          <SegmentGroup.ItemHiddenInput />
        </Item>
      ))}
    </Root>
  );
}
