import type { PhenotypeTerm } from '@contract/phenotypes/phenotype-search';
import type { Symptom } from '@contract/phenotypes/symptom';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SymptomsField } from '@/components/fields/symptoms/symptoms-field';
import { expectNoAxeViolations } from '../support/axe';
import { act, fireEvent, render, screen, waitFor, within } from '../support/render';

const search =
  vi.fn<(query: string, lang: string, signal: AbortSignal) => Promise<PhenotypeTerm[]>>();
vi.mock('@/api/lazy', () => ({ loadApi: async () => ({ searchPhenotypes: search }) }));

const joints: PhenotypeTerm[] = [
  { id: 'HP:0001382', label: 'Joint hypermobility', matched: 'Flexible joints' },
  { id: 'HP:0001388', label: 'Joint laxity', matched: 'Loose-jointedness' },
];

function Harness({ initial = [] as Symptom[], onChange = (_: Symptom[]) => {} }) {
  const [value, setValue] = useState<Symptom[]>(initial);
  return (
    <SymptomsField
      label="Primary symptoms"
      name="primarySymptoms"
      placeholder="e.g. Fatigue"
      emptyText="No symptoms added yet."
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const box = () => screen.getByRole('combobox', { name: 'Primary symptoms' });
/** The text arrives as one input event (see tests/screens/onboarding-medical-steps.test.tsx). */
const typeText = (words: string) => {
  act(() => box().focus());
  fireEvent.change(box(), { target: { value: words } });
};

afterEach(() => search.mockReset());

describe('the symptoms box', () => {
  it("suggests terms in the patient's words with the medical label beside, and chooses by keyboard", async () => {
    search.mockResolvedValue(joints);
    const changes: Symptom[][] = [];
    const { container } = render(<Harness onChange={(next) => changes.push(next)} />);
    typeText('bendy joints');
    const option = await screen.findByRole('option', {
      name: /Flexible joints.*Joint hypermobility/,
    });
    expect(option).toBeVisible();
    expect(search).toHaveBeenCalledWith('bendy joints', 'en', expect.any(AbortSignal));
    expect(
      screen.getByText('2 suggestions. Use the arrow keys to choose one.'),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);

    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    await waitFor(() => expect(option).toHaveAttribute('data-highlighted'));
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() =>
      expect(changes.at(-1)).toEqual([{ text: 'Flexible joints', hpo_id: 'HP:0001382' }]),
    );
    const chip = within(screen.getByRole('list', { name: 'Primary symptoms' })).getByRole(
      'listitem',
    );
    expect(chip).toHaveAttribute('data-coded', 'true');
    expect(chip).toHaveTextContent('coded as HPO term HP:0001382');
    expect(box()).toHaveValue('');
  });

  it('marks the list busy while the terms shown are those of fewer letters', async () => {
    let answer: (terms: PhenotypeTerm[]) => void = () => {};
    search.mockResolvedValueOnce(joints);
    search.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    render(<Harness />);
    typeText('bendy joint');
    await screen.findByRole('option', { name: /Flexible joints/ });
    const list = screen.getByRole('listbox', { name: 'Primary symptoms' });
    expect(list).toHaveAttribute('aria-busy', 'false');
    typeText('bendy joints');
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('option', { name: /Flexible joints/ })).toBeVisible();
    await waitFor(() => expect(search).toHaveBeenCalledTimes(2));
    act(() => answer(joints.slice(1)));
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('keeps the words as typed when Enter comes with no suggestion chosen', async () => {
    search.mockResolvedValue(joints);
    const changes: Symptom[][] = [];
    render(<Harness onChange={(next) => changes.push(next)} />);
    typeText('bendy joints');
    await screen.findByRole('option', { name: /Flexible joints/ });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(changes.at(-1)).toEqual(['bendy joints']);
    const chip = within(screen.getByRole('list', { name: 'Primary symptoms' })).getByRole(
      'listitem',
    );
    expect(chip).toHaveAttribute('data-coded', 'false');
    expect(chip).toHaveTextContent(/^bendy joints$/);
  });

  it('asks nothing for one letter, and asks once after a pause in typing', async () => {
    search.mockResolvedValue(joints);
    render(<Harness />);
    typeText('b');
    typeText('be');
    typeText('ben');
    typeText('bend');
    await screen.findByRole('option', { name: /Flexible joints/ });
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]?.[0]).toBe('bend');
  });

  it('says when nothing matches, and when suggestions cannot be fetched; free text still works', async () => {
    search.mockResolvedValueOnce([]);
    const changes: Symptom[][] = [];
    render(<Harness onChange={(next) => changes.push(next)} />);
    typeText('zzqq');
    expect(
      await screen.findByText(/No matching term\. Press Enter or Add to keep "zzqq"/),
    ).toBeVisible();
    search.mockRejectedValueOnce(new Error('offline'));
    typeText('cramps at night');
    expect(await screen.findByText(/Suggestions are not available right now/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add Primary symptoms' }));
    expect(changes.at(-1)).toEqual(['cramps at night']);
  });

  it('does not list the same term twice, and removes a chip by its button', async () => {
    search.mockResolvedValue(joints);
    const changes: Symptom[][] = [];
    render(
      <Harness
        initial={[{ text: 'Flexible joints', hpo_id: 'HP:0001382' }]}
        onChange={(next) => changes.push(next)}
      />,
    );
    typeText('loose joints');
    const option = await screen.findByRole('option', { name: /Flexible joints/ });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    await waitFor(() => expect(option).toHaveAttribute('data-highlighted'));
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(await screen.findByText('Flexible joints is already in your list')).toBeInTheDocument();
    expect(changes).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Flexible joints' }));
    expect(changes.at(-1)).toEqual([]);
    expect(screen.getByText('No symptoms added yet.')).toBeVisible();
  });

  it('shows the HPO version and the attribution under the box', () => {
    render(<Harness />);
    expect(
      screen.getByText(
        /This product uses the Human Phenotype Ontology \(version \d{4}-\d{2}-\d{2}\)\./,
      ),
    ).toBeVisible();
  });
});
