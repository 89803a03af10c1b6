import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { fireEvent, screen, waitFor, within } from '../support/render';
import { renderOnboarding } from './onboarding-harness';

const michiganPatient = {
  firstName: 'Pat',
  lastName: 'Doe',
  dateOfBirth: '1990-04-12',
  gender: 'female',
  state: 'MI',
};

/**
 * Types into the symptoms combobox and presses Enter. Under jsdom, user-event loses characters
 * that Ark's combobox writes back into the input while it types (Chromium does not: the e2e
 * test types key by key), so here the text arrives as one input event and Enter on the input.
 */
function enterSymptom(input: HTMLElement, words: string) {
  fireEvent.change(input, { target: { value: words } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

describe('Step 2, medical condition', () => {
  it('defaults to no; yes shows the condition and a year limited to 1900..this year', async () => {
    const { container } = renderOnboarding({ redirectPath: '/onboarding/medical-condition' });
    await screen.findByRole('heading', { level: 1, name: 'Medical Condition' });
    const group = screen.getByRole('radiogroup', { name: /clinically diagnosed/ });
    expect(within(group).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.queryByLabelText('Primary rare condition')).not.toBeInTheDocument();

    await userEvent.click(within(group).getByText('Yes'));
    expect(screen.getByLabelText('Primary rare condition')).toBeVisible();
    const year = screen.getByLabelText('Year of diagnosis');
    expect(year).toHaveAttribute('type', 'number');
    expect(year).toHaveAttribute('min', '1900');
    expect(year).toHaveAttribute('max', String(new Date().getFullYear()));
    await userEvent.type(year, '1850');
    await userEvent.tab();
    expect(
      screen.getByText(`Enter a year between 1900 and ${new Date().getFullYear()}`),
    ).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('adds symptoms with Enter, ignores blanks and removes chips', async () => {
    renderOnboarding({ redirectPath: '/onboarding/medical-condition' });
    const input = await screen.findByRole('combobox', { name: 'Primary symptoms' });
    enterSymptom(input, 'Fatigue');
    enterSymptom(input, '   ');
    enterSymptom(input, 'Joint pain');
    const list = screen.getByRole('list', { name: 'Primary symptoms' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Fatigue', 'Joint pain']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Fatigue' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Joint pain']);
  });

  it('Next saves condition, year, symptoms and the answer, then opens step 3', async () => {
    const { saves } = renderOnboarding({ redirectPath: '/onboarding/medical-condition' });
    await screen.findByRole('heading', { level: 1, name: 'Medical Condition' });
    await userEvent.click(screen.getByText('Yes'));
    await userEvent.type(screen.getByLabelText('Primary rare condition'), 'Fabry disease');
    await userEvent.type(screen.getByLabelText('Year of diagnosis'), '2015');
    enterSymptom(screen.getByRole('combobox', { name: 'Primary symptoms' }), 'Pain');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 1, name: 'Medical History' });
    expect(saves[0]?.patch).toEqual({
      primaryCondition: 'Fabry disease',
      yearOfDiagnosis: '2015',
      primarySymptoms: ['Pain'],
      hasBeenDiagnosed: true,
    });
  });

  it('keeps the patient on the page when the save fails', async () => {
    const { saves } = renderOnboarding({
      redirectPath: '/onboarding/medical-condition',
      saveOnboarding: async () => {
        throw new Error('offline');
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Medical Condition' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    expect(saves).toHaveLength(1);
    expect(await screen.findByText('Save Failed')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Medical Condition' })).toBeVisible();
  });

  it('Back keeps the answers: they are there again after step 1', async () => {
    renderOnboarding({ redirectPath: '/onboarding/medical-condition', user: michiganPatient });
    await screen.findByRole('heading', { level: 1, name: 'Medical Condition' });
    enterSymptom(screen.getByRole('combobox', { name: 'Primary symptoms' }), 'Headache');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Personal Information' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 1, name: 'Medical Condition' }, { timeout: 3000 });
    expect(screen.getByRole('list', { name: 'Primary symptoms' })).toHaveTextContent('Headache');
  });
});

describe('Step 3, medical history', () => {
  it('lists medications and conditions, and saves an empty family history as the default', async () => {
    const { container, saves } = renderOnboarding({ redirectPath: '/onboarding/medical-history' });
    await screen.findByRole('heading', { level: 1, name: 'Medical History' });
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Current medications' }),
      'Metformin{Enter}',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Other medical conditions' }),
      ' {Enter}Asthma{Enter}',
    );
    expect(screen.getByLabelText('Family medical history').tagName).toBe('TEXTAREA');
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 1, name: 'Genetic Report' });
    expect(saves[0]?.patch).toEqual({
      medications: ['Metformin'],
      otherConditions: ['Asthma'],
      familyHistory: 'No family history provided',
    });
  });

  it('prefills from the profile and Back returns to step 2', async () => {
    renderOnboarding({
      redirectPath: '/onboarding/medical-history',
      user: { medications: ['Aspirin'], familyHistory: 'Mother: same condition' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Medical History' });
    expect(screen.getByRole('list', { name: 'Current medications' })).toHaveTextContent('Aspirin');
    expect(screen.getByLabelText('Family medical history')).toHaveValue('Mother: same condition');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Medical Condition' }),
    ).toBeVisible();
  });
});
