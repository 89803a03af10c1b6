import { checklistQuestions as checklistItems } from '@contract/options/checklist';
import { english } from '@i18n/english';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { screen, within } from '../support/render';
import { renderOnboarding } from './onboarding-harness';

const checklistPath = '/onboarding/medical-checklist';

function question(label: string) {
  return screen.getByRole('radiogroup', { name: new RegExp(`^\\d+\\. ${label}$`) });
}

describe('Medical checklist', () => {
  it('asks the eleven questions in order, each a labelled yes/no defaulting to no', async () => {
    const { container } = renderOnboarding({ redirectPath: checklistPath });
    await screen.findByRole('heading', { level: 1, name: 'Medical Assessment Checklist' });
    const groups = screen.getAllByRole('radiogroup');
    expect(groups).toHaveLength(11);
    for (const group of groups) {
      expect(within(group).getByRole('radio', { name: 'No' })).toBeChecked();
    }
    checklistItems.forEach((item, index) => {
      expect(groups[index]).toHaveAccessibleName(`${index + 1}. ${english(item.label)}`);
    });
    await expectNoAxeViolations(container);
  });

  it('prefills stored ids as yes and saves only the yes answers', async () => {
    const { saves } = renderOnboarding({
      redirectPath: checklistPath,
      user: { checklistItems: ['severeHypotonia', 'refractorySeizures'] },
    });
    await screen.findByRole('heading', { level: 1, name: 'Medical Assessment Checklist' });
    expect(within(question('Severe hypotonia')).getByRole('radio', { name: 'Yes' })).toBeChecked();
    await userEvent.click(within(question('Refractory seizures')).getByText('No'));
    await userEvent.click(within(question('Multiple congenital anomalies')).getByText('Yes'));
    await userEvent.click(within(question('Relevant family history')).getByText('Yes'));
    await userEvent.click(screen.getByRole('button', { name: 'Next: Book Appointment' }));
    await screen.findByRole('heading', { level: 1, name: 'Book Appointment' });
    expect(saves[0]?.patch).toEqual({
      checklistItems: ['multipleCongenitalAnomalies', 'severeHypotonia', 'relevantFamilyHistory'],
    });
    expect(screen.queryByText('Please answer all required questions')).not.toBeInTheDocument();
  });

  it('Back returns to the genetic report step', async () => {
    renderOnboarding({ redirectPath: checklistPath });
    await screen.findByRole('heading', { level: 1, name: 'Medical Assessment Checklist' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Genetic Report' })).toBeVisible();
  });
});
