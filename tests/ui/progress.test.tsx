import { describe, expect, it } from 'vitest';
import { Progress } from '@/ui';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen } from '../support/render';

function Upload({ value }: { value: number }) {
  return (
    <Progress.Root value={value}>
      <Progress.Label>Processing your report...</Progress.Label>
      <Progress.ValueText />
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

describe('Progress', () => {
  it('exposes a labelled progressbar with its value and a percentage', async () => {
    const { container, rerender } = render(<Upload value={45} />);
    const bar = screen.getByRole('progressbar', { name: 'Processing your report...' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(screen.getByText('45%')).toBeVisible();
    rerender(<Upload value={90} />);
    expect(screen.getByText('90%')).toBeVisible();
    expect(bar).toHaveAttribute('aria-valuenow', '90');
    await expectNoAxeViolations(container);
  });
});
