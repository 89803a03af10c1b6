import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { expectBusyWithFocus } from '../support/expect-busy';
import { screen, waitFor, within } from '../support/render';
import { renderOnboarding } from './onboarding-harness';

async function openStep(options: Parameters<typeof renderOnboarding>[0] = {}) {
  const view = renderOnboarding(options);
  await screen.findByRole('heading', { level: 1, name: 'Personal Information' });
  return view;
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Step 1, personal information', () => {
  it('prefills first and last name from the name given at registration', async () => {
    await openStep({ user: { name: 'Ada King Lovelace' } });
    expect(screen.getByLabelText('First name')).toHaveValue('Ada King');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
  });

  it('shows each required message once its field has been left empty', async () => {
    const { container } = await openStep({ user: { name: '' } });
    for (const label of ['First name', 'Last name', 'Date of birth']) {
      await userEvent.click(screen.getByLabelText(label));
    }
    await userEvent.click(screen.getByRole('combobox', { name: 'Gender' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('combobox', { name: 'State of residence' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    expect(await screen.findByText('First name is required')).toBeVisible();
    expect(screen.getByText('Last name is required')).toBeVisible();
    expect(screen.getByText('Date of birth is required')).toBeVisible();
    expect(screen.getByText('Gender is required')).toBeVisible();
    expect(screen.getByText('State of residence is required')).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      'First name is required',
    );
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'Date of birth is required',
    );
    await expectNoAxeViolations(container);
  });

  it('Next with missing answers saves nothing, shows every reason and focuses the first', async () => {
    const { saves } = await openStep({ user: { name: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('First name is required')).toBeVisible();
    expect(screen.getByText('State of residence is required')).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(saves).toEqual([]);
  });

  it('offers the five genders and all 50 states plus DC by name', async () => {
    await openStep();
    await userEvent.click(screen.getByRole('combobox', { name: 'Gender' }));
    const genders = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(genders.map((o) => o.textContent)).toEqual([
      'Male',
      'Female',
      'Non-binary',
      'Other',
      'Prefer not to say',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('combobox', { name: 'State of residence' }));
    await waitFor(() =>
      expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(51),
    );
    expect(screen.getByRole('option', { name: 'District of Columbia' })).toBeInTheDocument();
  });

  it('shows the Michigan notice for another state and keeps Next disabled', async () => {
    const { container } = await openStep();
    await userEvent.type(screen.getByLabelText('First name'), 'Pat');
    await userEvent.type(screen.getByLabelText('Last name'), 'Doe');
    await userEvent.type(screen.getByLabelText('Date of birth'), '1990-04-12');
    await choose('Gender', 'Female');
    await choose('State of residence', 'Ohio');
    const notice = await screen.findByText('Service Not Available in Your State');
    expect(notice).toBeVisible();
    expect(notice.closest('[role="alert"]')).toHaveTextContent(
      /only able to serve Michigan residents/,
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(await screen.findByText('Service Not Available')).toBeVisible();
    expect(
      screen.getByText(
        "We're currently only able to provide services in Michigan. We're working hard to expand to more states soon.",
      ),
    ).toBeVisible();
    await expectNoAxeViolations(container);

    await choose('State of residence', 'Michigan');
    await waitFor(() =>
      expect(screen.queryByText('Service Not Available in Your State')).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('can be completed with the keyboard alone: Saving... then step 2', async () => {
    let finishSave = () => {};
    const { saves } = await openStep({
      user: { name: '' },
      saveOnboarding: () =>
        new Promise<void>((resolve) => {
          finishSave = resolve;
        }),
    });
    // Focus starts on the step heading, so the first Tab lands in the form.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    await userEvent.keyboard('Pat');
    await userEvent.tab();
    await userEvent.keyboard('Doe');
    await userEvent.tab();
    // Pronouns are optional: the patient may Tab past them.
    expect(screen.getByLabelText(/pronouns/i)).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('Date of birth')).toHaveFocus();
    await userEvent.keyboard('1990-04-12');
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    // The list highlights its first option (Male) on its next update; wait for it, so the arrow
    // key always moves from there.
    await waitFor(() =>
      expect(within(screen.getByRole('listbox')).getAllByRole('option')[0]).toHaveAttribute(
        'data-highlighted',
      ),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveTextContent('Female'),
    );
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'State of residence' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await waitFor(() =>
      expect(within(screen.getByRole('listbox')).getAllByRole('option')[0]).toHaveAttribute(
        'data-highlighted',
      ),
    );
    // One key per step, each waited for: typing a whole word depends on the type-ahead timer,
    // and a key sent before the list has moved its highlight is read from the old item on a
    // slow machine. "M" cycles Maine, Maryland, Massachusetts, Michigan.
    for (const state of ['Maine', 'Maryland', 'Massachusetts', 'Michigan']) {
      await userEvent.keyboard('M');
      await waitFor(() =>
        expect(screen.getByRole('option', { name: state })).toHaveAttribute('data-highlighted'),
      );
    }
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'State of residence' })).toHaveTextContent(
        'Michigan',
      ),
    );
    await userEvent.tab();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expectBusyWithFocus(await screen.findByRole('button', { name: 'Saving...' }));
    expect(saves.at(-1)?.patch).toEqual({
      firstName: 'Pat',
      lastName: 'Doe',
      pronouns: '',
      dateOfBirth: '1990-04-12',
      gender: 'female',
      state: 'MI',
    });
    finishSave();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Medical Condition' },
        { timeout: 3000 },
      ),
    ).toBeVisible();
  });

  it('prefills from the stored profile', async () => {
    renderOnboarding({
      user: {
        firstName: 'Ann',
        lastName: 'Lee',
        dateOfBirth: '1985-01-02',
        gender: 'other',
        state: 'MI',
      },
    });
    expect(await screen.findByLabelText('First name')).toHaveValue('Ann');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1985-01-02');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveTextContent('Other');
    expect(screen.getByRole('combobox', { name: 'State of residence' })).toHaveTextContent(
      'Michigan',
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
