import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Select } from '@/ui';
import { expectNoAxeViolations } from '../support/axe';
import { fireEvent, render, screen, waitFor } from '../support/render';

const genders = Select.createListCollection({
  items: [
    { label: 'Female', value: 'female' },
    { label: 'Male', value: 'male' },
    { label: 'Non-binary', value: 'non-binary' },
  ],
});

function GenderSelect() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <Select.Root collection={genders} value={value} onValueChange={(d) => setValue(d.value)}>
        <Select.Label>Gender</Select.Label>
        <Select.Control>
          <Select.Trigger>
            <Select.ValueText placeholder="Select gender" />
            <Select.Indicator />
          </Select.Trigger>
        </Select.Control>
        <Select.Popup>
          {genders.items.map((item) => (
            <Select.Item key={item.value} item={item}>
              <Select.ItemText>{item.label}</Select.ItemText>
              <Select.ItemIndicator />
            </Select.Item>
          ))}
        </Select.Popup>
        <Select.HiddenSelect />
      </Select.Root>
      <output>{value.join(',')}</output>
    </>
  );
}

describe('Select', () => {
  it('opens from the keyboard and picks an option with arrows and Enter', async () => {
    const { container } = render(<GenderSelect />);
    const trigger = screen.getByRole('combobox', { name: 'Gender' });
    expect(trigger).toHaveTextContent('Select gender');
    await userEvent.tab();
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeVisible();
    // Opening highlights the first option (on zag's next update); one step down is "Male".
    await waitFor(() =>
      expect(screen.getAllByRole('option')[0]).toHaveAttribute('data-highlighted'),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(screen.getByText('male', { selector: 'output' })).toBeInTheDocument(),
    );
    expect(trigger).toHaveTextContent('Male');
    await expectNoAxeViolations(container);
  });

  it('picks an option by click', async () => {
    render(<GenderSelect />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Gender' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Non-binary' }));
    await waitFor(() =>
      expect(screen.getByText('non-binary', { selector: 'output' })).toBeInTheDocument(),
    );
  });

  it('starts a new search after a choice, however quickly the next letters follow', async () => {
    render(<GenderSelect />);
    const trigger = screen.getByRole('combobox', { name: 'Gender' });
    await userEvent.tab();
    await userEvent.keyboard('Fe');
    // The highlight lands on zag's next update; Enter before it would take nothing.
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Female' })).toHaveAttribute('data-highlighted'),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByText('female', { selector: 'output' })).toBeInTheDocument(),
    );
    // Within a second of Enter: "No" is its own search, not "FeNo".
    await userEvent.keyboard('No');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Non-binary' })).toHaveAttribute(
        'data-highlighted',
      ),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByText('non-binary', { selector: 'output' })).toBeInTheDocument(),
    );
    expect(trigger).toHaveTextContent('Non-binary');
  });

  it('takes the typed option when Enter follows the letter before the list has taken focus', async () => {
    render(<GenderSelect />);
    const trigger = screen.getByRole('combobox', { name: 'Gender' });
    trigger.focus();
    // Both keys in one frame, as a quick typist's "n, Enter": focus is still on the trigger.
    fireEvent.keyDown(trigger, { key: 'n' });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getByText('non-binary', { selector: 'output' })).toBeInTheDocument(),
    );
    expect(trigger).toHaveTextContent('Non-binary');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
