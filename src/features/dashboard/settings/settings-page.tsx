import { css } from 'styled-system/css';
import { PageHeader } from '@/features/dashboard/page-header';
import * as Card from '@/ui/card';
import { type ThemePreference, ThemeSwitcher } from '@/ui/theme-switcher';

export interface SettingsPageProps {
  theme: ThemePreference;
  onThemeChange(theme: ThemePreference): void;
}

/** Settings: the theme choice, and a placeholder for everything else (spec). */
export function SettingsPage({ theme, onThemeChange }: SettingsPageProps) {
  return (
    <>
      <PageHeader title="Settings" />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
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
        <Card.Root>
          <Card.Body>
            <p>Settings options will be displayed here.</p>
          </Card.Body>
        </Card.Root>
      </div>
    </>
  );
}
