import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { addEntry, ChipList } from '@/ui';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen, within } from '../support/render';

function Symptoms({ initial = [] as string[], onSubmit = () => {} }) {
  const [value, setValue] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ChipList
        label="Primary symptoms"
        value={value}
        onValueChange={setValue}
        emptyText="No symptoms added yet."
      />
    </form>
  );
}

const chips = () => {
  const list = screen.queryByRole('list', { name: 'Primary symptoms' });
  return list
    ? within(list)
        .queryAllByRole('listitem')
        .map((li) => li.textContent)
    : [];
};

describe('ChipList', () => {
  it('adds with Enter (without submitting the form) and with the Add button', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<Symptoms onSubmit={onSubmit} />);
    expect(screen.getByText('No symptoms added yet.')).toBeVisible();
    const input = screen.getByRole('textbox', { name: 'Primary symptoms' });
    await userEvent.type(input, 'Fatigue{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveValue('');
    await userEvent.type(input, '  Joint pain  ');
    await userEvent.click(screen.getByRole('button', { name: /^Add/ }));
    expect(chips()).toEqual(['Fatigue', 'Joint pain']);
    await expectNoAxeViolations(container);
  });

  it('ignores blank, whitespace-only and repeated entries', async () => {
    render(<Symptoms initial={['Fatigue']} />);
    const input = screen.getByRole('textbox', { name: 'Primary symptoms' });
    await userEvent.type(input, '   {Enter}');
    await userEvent.click(screen.getByRole('button', { name: /^Add/ }));
    await userEvent.type(input, 'Fatigue{Enter}');
    expect(chips()).toEqual(['Fatigue']);
  });

  it('removes a chip with its named button from the keyboard', async () => {
    const { container } = render(<Symptoms initial={['Fatigue', 'Headache']} />);
    const remove = screen.getByRole('button', { name: 'Remove Fatigue' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    expect(chips()).toEqual(['Headache']);
    expect(screen.getByRole('textbox', { name: 'Primary symptoms' })).toHaveFocus();
    expect(screen.getByText('Removed Fatigue')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('addEntry trims and skips blanks and duplicates', () => {
    expect(addEntry([], '  a ')).toEqual(['a']);
    expect(addEntry(['a'], 'a')).toEqual(['a']);
    expect(addEntry(['a'], ' \t ')).toEqual(['a']);
  });
});
