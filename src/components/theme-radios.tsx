import type { ThemePreference } from '@contract/options/themes';
import { defineMessages } from '@i18n/message';
import { css, cx } from 'styled-system/css';
import { themeSwitcher } from 'styled-system/recipes';
import { useText } from '@/lib/i18n/use-text';
import { useTheme } from '@/lib/theme-actor';

const words = defineMessages({
  label: { id: 'theme.label', defaultMessage: 'Theme' },
  light: { id: 'theme.light', defaultMessage: 'Light' },
  dark: { id: 'theme.dark', defaultMessage: 'Dark' },
  system: { id: 'theme.system', defaultMessage: 'System' },
});

const options: ThemePreference[] = ['light', 'dark', 'system'];

const selectedItem = css({ bg: 'bg.surface', boxShadow: 'card' });

/**
 * Light / dark / system as native radio buttons, for the sign-in page's first load (Ark's
 * SegmentGroup is used in Settings; here its weight would break the /auth budget). Same recipe.
 */
export function ThemeRadios() {
  const t = useText();
  const { preference, choose } = useTheme();
  const classes = themeSwitcher();
  return (
    <fieldset className={classes.root}>
      <legend className={classes.label}>{t(words.label)}</legend>
      {options.map((option) => (
        <label
          key={option}
          className={cx(classes.item, option === preference && selectedItem)}
          data-checked={option === preference ? '' : undefined}
        >
          <input
            type="radio"
            name="theme"
            value={option}
            checked={option === preference}
            onChange={() => choose(option)}
            className={css({ srOnly: true })}
          />
          {t(words[option])}
        </label>
      ))}
    </fieldset>
  );
}
