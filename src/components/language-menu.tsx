import { languageName } from '@i18n/language-names';
import { defineMessage } from '@i18n/message';
import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import { field, input } from 'styled-system/recipes';
import { availableLocales } from '@/lib/i18n/catalogues';
import { useText } from '@/lib/i18n/use-text';
import { useLanguage } from '@/lib/language-actor';

const label = defineMessage({ id: 'language.label', defaultMessage: 'Language' });

/**
 * The language menu (sign-in page and Settings): a native select, light enough for the first
 * load of /auth. A choice applies at once, once its catalogue has arrived; nothing on the page is
 * remounted, so what the patient typed stays.
 */
export function LanguageMenu({
  initial,
  hideLabel = false,
  className,
}: {
  initial: string;
  /** Where space is short (a header): the label is read by screen readers only. */
  hideLabel?: boolean;
  className?: string;
}) {
  const t = useText();
  const id = useId();
  const { locale, changing, choose } = useLanguage(initial);
  const classes = field();
  return (
    <div className={cx(css({ display: 'flex', alignItems: 'center', gap: '2' }), className)}>
      <label htmlFor={id} className={hideLabel ? css({ srOnly: true }) : classes.label}>
        {t(label)}
      </label>
      <select
        id={id}
        value={locale}
        aria-busy={changing || undefined}
        onChange={(event) => choose(event.currentTarget.value)}
        className={cx(input(), css({ width: 'auto' }))}
      >
        {availableLocales().map((option) => (
          <option key={option} value={option} lang={option}>
            {languageName(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
