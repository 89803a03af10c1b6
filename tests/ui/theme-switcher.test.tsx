import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type ThemePreference, ThemeSwitcher } from '@/ui';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen } from '../support/render';

function Controlled({ onChange }: { onChange: (v: ThemePreference) => void }) {
  const [value, setValue] = useState<ThemePreference>('system');
  return (
    <ThemeSwitcher
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ThemeSwitcher', () => {
  it('shows the controlled value and reports choices by click and keyboard', async () => {
    const onChange = vi.fn();
    const { container } = render(<Controlled onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Theme' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    await userEvent.click(screen.getByText('Dark'));
    expect(onChange).toHaveBeenLastCalledWith('dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('light');
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expectNoAxeViolations(container);
  });

  it('follows a new value from its parent (the theme machine)', () => {
    const { rerender } = render(<ThemeSwitcher value="light" onValueChange={() => {}} />);
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    rerender(<ThemeSwitcher value="dark" onValueChange={() => {}} />);
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Light' })).not.toBeChecked();
  });
});
