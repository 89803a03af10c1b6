import { defineMessages } from '@i18n/message';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { PageHeader } from '@/features/dashboard/page-header';
import { useText } from '@/lib/i18n/use-text';
import * as Card from '@/ui/card';
import { type ThemePreference, ThemeSwitcher } from '@/ui/theme-switcher';

export interface SettingsPageProps {
  theme: ThemePreference;
  onThemeChange(theme: ThemePreference): void;
  /** The account cards (password, deletion), when the account machine is running. */
  account?: ReactNode;
  /** The language menu (it needs the running app's language machine). */
  languageMenu?: ReactNode;
  /** "Your data": downloads and the summary. */
  yourData?: ReactNode;
  /** Shown first ("Confirm your email"). */
  notice?: ReactNode;
  /** Terms of Service and the Privacy Policy (links the running app makes). */
  policyLinks?: ReactNode;
}

const words = defineMessages({
  title: { id: 'settings.title', defaultMessage: 'Settings' },
  appearance: { id: 'settings.appearance.title', defaultMessage: 'Appearance' },
  appearanceText: {
    id: 'settings.appearance.text',
    defaultMessage: "Choose light or dark, or follow your device's setting.",
  },
  theme: { id: 'theme.label', defaultMessage: 'Theme' },
  language: { id: 'settings.language.title', defaultMessage: 'Language' },
  languageText: {
    id: 'settings.language.text',
    defaultMessage:
      'The language of every page, and of the messages we send you. It changes at once; nothing you typed is lost.',
  },
});

/** Settings: the theme, the language, your data, a new password, deleting the account. */
export function SettingsPage({
  theme,
  onThemeChange,
  account,
  languageMenu,
  yourData,
  notice,
  policyLinks,
}: SettingsPageProps) {
  const t = useText();
  return (
    <>
      <PageHeader title={t(words.title)} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
        {notice}
        <Card.Root>
          <Card.Header>
            <Card.Title>{t(words.appearance)}</Card.Title>
            <Card.Description>{t(words.appearanceText)}</Card.Description>
          </Card.Header>
          <Card.Body>
            <div>
              <ThemeSwitcher value={theme} onValueChange={onThemeChange} label={t(words.theme)} />
            </div>
          </Card.Body>
        </Card.Root>
        {languageMenu && (
          <Card.Root>
            <Card.Header>
              <Card.Title>{t(words.language)}</Card.Title>
              <Card.Description>{t(words.languageText)}</Card.Description>
            </Card.Header>
            <Card.Body>{languageMenu}</Card.Body>
          </Card.Root>
        )}
        {yourData}
        {account}
        {policyLinks && (
          <p
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: '6',
              fontSize: 'sm',
            })}
          >
            {policyLinks}
          </p>
        )}
      </div>
    </>
  );
}
