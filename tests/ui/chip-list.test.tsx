import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { addEntries, ChipList, splitEntries } from '@/ui';
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

  it('addEntries trims and skips blanks and duplicates', () => {
    expect(addEntries([], ['  a '])).toEqual(['a']);
    expect(addEntries(['a'], ['a'])).toEqual(['a']);
    expect(addEntries(['a'], [' \t '])).toEqual(['a']);
  });

  it('a pasted list splits on commas, semicolons and line breaks; letter case merges (issue 30)', () => {
    expect(splitEntries('Fatigue, joint pain; dizziness')).toEqual([
      'Fatigue',
      'joint pain',
      'dizziness',
    ]);
    expect(
      addEntries(['Cough'], splitEntries('Ivacaftor\r\nAzithromycin\n\n Salbutamol \n')),
    ).toEqual(['Cough', 'Ivacaftor', 'Azithromycin', 'Salbutamol']);
    expect(addEntries(['Fatigue'], ['fatigue'])).toEqual(['Fatigue']);
    expect(addEntries([], splitEntries('Fatigue, FATIGUE; fatigue'))).toEqual(['Fatigue']);
    // Typed, a comma stays inside the one entry (issue 14).
    expect(addEntries([], ['Vitamin D3, 1000 IU daily'])).toEqual(['Vitamin D3, 1000 IU daily']);
  });

  it('a pasted list becomes one chip per item; a typed duplicate in other letters is not added', async () => {
    render(<Symptoms initial={['Fatigue']} />);
    const box = screen.getByRole('textbox', { name: 'Primary symptoms' });
    await userEvent.click(box);
    await userEvent.paste('Joint pain, fatigue; dizziness\nHeadaches');
    for (const item of ['Fatigue', 'Joint pain', 'dizziness', 'Headaches']) {
      expect(screen.getByRole('button', { name: `Remove ${item}` })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(box).toHaveValue('');
    await userEvent.type(box, 'HEADACHES{Enter}');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});
