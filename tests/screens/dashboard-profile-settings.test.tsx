import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '@/features/dashboard/profile/profile-page';
import { SettingsPage } from '@/features/dashboard/settings/settings-page';
import type { ThemePreference } from '@/ui/theme-switcher';
import { expectNoAxeViolations } from '../support/axe';
import { renderDashboardPage } from './dashboard-harness';

function section(title: string): HTMLElement {
  const card = screen.getByRole('heading', { level: 2, name: title }).closest('section');
  if (!card) throw new Error(`No section ${title}`);
  return card;
}

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
  const answered = {
    firstName: 'Pat',
    lastName: 'Doe',
    pronouns: 'they/them',
    dateOfBirth: '1990-04-12',
    gender: 'female',
    state: 'MI',
    primarySymptoms: ['Fatigue', 'Joint pain, mostly knees'],
    familyHistory: 'No family history provided',
  };

  it("reads out the patient's answers, section by section", async () => {
    const { container } = renderDashboardPage(<ProfilePage />, { user: answered });
    await screen.findByText('pat@example.com');
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const personal = section('Personal Information');
    expect(within(personal).getByText('they/them')).toBeVisible();
    expect(within(personal).getByText('Michigan')).toBeVisible();
    expect(within(personal).getByText('Female')).toBeVisible();
    // A list answer keeps an item with a comma whole.
    expect(
      within(section('Medical Condition')).getByText('Joint pain, mostly knees'),
    ).toBeVisible();
    // "No family history provided" is the stored form of an empty answer, read out as such.
    expect(within(section('Medical History')).getAllByText('Not given').length).toBeGreaterThan(0);
    await expectNoAxeViolations(container);
  });

  it('edits one section with the onboarding form and saves only its answers', async () => {
    const user = userEvent.setup();
    const { saves } = renderDashboardPage(<ProfilePage />, { user: answered });
    await screen.findByText('pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Edit personal information' }));
    // Other sections wait while one is open.
    expect(screen.getByRole('button', { name: 'Edit medical history' })).toBeDisabled();
    const pronouns = await screen.findByLabelText(/pronouns/i);
    await user.clear(pronouns);
    await user.type(pronouns, 'she/her');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ pronouns: 'she/her', firstName: 'Pat' });
    expect(saves[0]).not.toHaveProperty('familyHistory');
    expect(await within(section('Personal Information')).findByText('she/her')).toBeVisible();
  });

  it('keeps the form and the typed answer when the save fails', async () => {
    const user = userEvent.setup();
    renderDashboardPage(<ProfilePage />, {
      user: answered,
      saveAnswers: async () => {
        throw new Error('server down');
      },
    });
    await screen.findByText('pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Edit personal information' }));
    const pronouns = await screen.findByLabelText(/pronouns/i);
    await user.clear(pronouns);
    await user.type(pronouns, 'she/her');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Save Failed/)).toBeVisible();
    expect(screen.getByLabelText(/pronouns/i)).toHaveValue('she/her');
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
