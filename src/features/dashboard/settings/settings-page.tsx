import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { PageHeader } from '@/features/dashboard/page-header';
import * as Card from '@/ui/card';
import { type ThemePreference, ThemeSwitcher } from '@/ui/theme-switcher';

export interface SettingsPageProps {
  theme: ThemePreference;
  onThemeChange(theme: ThemePreference): void;
  /** The account cards (password, deletion), when the account machine is running. */
  account?: ReactNode;
  /** "Your data": downloads and the summary. */
  yourData?: ReactNode;
  /** Shown first ("Confirm your email"). */
  notice?: ReactNode;
}

/** Settings: the theme, your data, a new password, deleting the account. */
export function SettingsPage({
  theme,
  onThemeChange,
  account,
  yourData,
  notice,
}: SettingsPageProps) {
  return (
    <>
      <PageHeader title="Settings" />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
        {notice}
        <Card.Root>
          <Card.Header>
            <Card.Title>Appearance</Card.Title>
            <Card.Description>
              Choose light or dark, or follow your device's setting.
            </Card.Description>
          </Card.Header>
          <Card.Body>
            <div>
              <ThemeSwitcher value={theme} onValueChange={onThemeChange} label="Theme" />
            </div>
          </Card.Body>
        </Card.Root>
        {yourData}
        {account}
      </div>
    </>
  );
}
