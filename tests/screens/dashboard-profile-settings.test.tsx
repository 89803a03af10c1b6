import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '@/features/dashboard/profile/profile-page';
import { SettingsPage } from '@/features/dashboard/settings/settings-page';
import type { ThemePreference } from '@/ui/theme-switcher';
import { expectNoAxeViolations } from '../support/axe';

function ControlledSettings({ onChange }: { onChange(theme: ThemePreference): void }) {
  const [theme, setTheme] = useState<ThemePreference>('system');
  return (
    <SettingsPage
      theme={theme}
      onThemeChange={(next) => {
        onChange(next);
        setTheme(next);
      }}
    />
  );
}

describe('ProfilePage', () => {
  it('shows the placeholder', async () => {
    const { container } = render(<ProfilePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(screen.getByText('Profile details will be displayed here.')).toBeVisible();
    await expectNoAxeViolations(container);
  });
});

describe('SettingsPage', () => {
  it('shows the placeholder and the current theme', async () => {
    const { container } = render(<SettingsPage theme="dark" onThemeChange={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(screen.getByText('Settings options will be displayed here.')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Light' })).not.toBeChecked();
    await expectNoAxeViolations(container);
  });

  it('reports the chosen theme by click and by arrow keys', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<ControlledSettings onChange={onChange} />);
    await user.click(screen.getByText('Light'));
    expect(onChange).toHaveBeenLastCalledWith('light');
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('dark');
  });
});
