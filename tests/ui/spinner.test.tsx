import { describe, expect, it } from 'vitest';
import { Skeleton, Spinner } from '@/ui';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen } from '../support/render';

describe('Spinner and Skeleton', () => {
  it('announces a labelled spinner as a status', async () => {
    const { container } = render(<Spinner label="Loading appointments" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading appointments');
    await expectNoAxeViolations(container);
  });

  it('hides an unlabelled spinner and skeletons from assistive tech', async () => {
    const { container } = render(
      <div>
        <Spinner data-testid="spinner" />
        <Skeleton data-testid="line" />
        <Skeleton shape="circle" data-testid="circle" />
      </div>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByTestId('spinner')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('line')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('circle').className).toMatch(/skeleton--shape_circle/);
    await expectNoAxeViolations(container);
  });
});
