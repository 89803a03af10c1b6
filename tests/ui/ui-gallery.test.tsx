import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import UiGallery from '@/dev/ui-gallery';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen } from '../support/render';

describe('UI gallery', () => {
  it('shows every section in both themes without axe violations', async () => {
    document.documentElement.className = 'light';
    const { container } = render(<UiGallery />);
    expect(screen.getByRole('region', { name: 'Light theme' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Dark theme' })).toHaveClass('dark');
    expect(screen.getAllByRole('heading', { name: 'Form fields' })).toHaveLength(2);
    // Each panel is a full page of examples; landmark names repeat across the two on purpose.
    for (const panel of container.querySelectorAll('main > section')) {
      await expectNoAxeViolations(panel);
    }
    expect(screen.getAllByRole('region', { name: 'Notifications (F8)' })).toHaveLength(1);
  });

  it('flips the page theme on the root element', async () => {
    document.documentElement.className = 'light';
    render(<UiGallery />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch page to dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');
    expect(screen.getByRole('region', { name: 'Light theme' })).toHaveClass('light');
  });
});
