import type { ThemePreference } from '@contract/options/themes';
import { css, cx } from 'styled-system/css';
import { themeSwitcher } from 'styled-system/recipes';
import { useTheme } from '@/lib/theme-actor';

const options: { value: ThemePreference; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

const selectedItem = css({ bg: 'bg.surface', boxShadow: 'card' });

/**
 * Light / dark / system as native radio buttons, for the sign-in page's first load (Ark's
 * SegmentGroup is used in Settings; here its weight would break the /auth budget). Same recipe.
 */
export function ThemeRadios() {
  const { preference, choose } = useTheme();
  const classes = themeSwitcher();
  return (
    <fieldset className={classes.root}>
      <legend className={classes.label}>Theme</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={cx(classes.item, option.value === preference && selectedItem)}
          data-checked={option.value === preference ? '' : undefined}
        >
          <input
            type="radio"
            name="theme"
            value={option.value}
            checked={option.value === preference}
            onChange={() => choose(option.value)}
            className={css({ srOnly: true })}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
