import { describe, expect, it } from 'vitest';
import { StepProgress } from '@/ui';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen, within } from '../support/render';

const steps = [
  'Personal Information',
  'Medical Condition',
  'Medical History',
  'Genetic Report',
  'Book Appointment',
];

describe('StepProgress', () => {
  it('shows the counter, the bar at n/5 and ticks finished steps', async () => {
    const { container } = render(<StepProgress steps={steps} current={3} />);
    expect(screen.getByText('Step 3 of 5')).toBeVisible();
    const bar = screen.getByRole('progressbar', { name: 'Onboarding progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 3 of 5');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Personal Information (completed)');
    expect(items[1]).toHaveTextContent('Medical Condition (completed)');
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[2]).not.toHaveTextContent('completed');
    expect(items[3]).toHaveAttribute('data-state', 'upcoming');
    expect(items[0]?.querySelector('svg')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('clamps a step number outside the range', () => {
    const { rerender } = render(<StepProgress steps={steps} current={9} />);
    expect(screen.getByText('Step 5 of 5')).toBeVisible();
    rerender(<StepProgress steps={steps} current={0} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
  });
});
