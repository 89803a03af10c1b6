import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LandingPage } from '@/features/landing/landing-page';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen, within } from '../support/render';

describe('LandingPage', () => {
  it('explains the product with one h1 and landmarks', async () => {
    const { container } = render(<LandingPage signedIn={false} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByText(/genetic report together, finds the\s+variants/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Upload your genetic report/ })).toBeVisible();
    expect(screen.getByRole('heading', { name: /Meet a genetic counselor/ })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Parents and caregivers' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Michigan only, for now' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('calls onSignIn and onGetStarted instead of following the link', async () => {
    const onSignIn = vi.fn();
    const onGetStarted = vi.fn();
    const user = userEvent.setup();
    render(<LandingPage signedIn={false} onSignIn={onSignIn} onGetStarted={onGetStarted} />);
    const banner = screen.getByRole('banner');
    await user.click(within(banner).getByRole('link', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    const getStarted = screen.getAllByRole('link', { name: 'Get started' });
    expect(getStarted[0]).toHaveAttribute('href', '/auth');
    await user.click(getStarted[0] as HTMLElement);
    expect(onGetStarted).toHaveBeenCalledOnce();
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
  });

  it('offers Continue when signed in', async () => {
    const onContinue = vi.fn();
    const user = userEvent.setup();
    render(<LandingPage signedIn onContinue={onContinue} />);
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Get started' })).toBeNull();
    const links = screen.getAllByRole('link', { name: 'Continue' });
    expect(links.length).toBeGreaterThan(0);
    await user.click(links[0] as HTMLElement);
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('keeps plain links working when nothing is wired', () => {
    render(<LandingPage />);
    for (const link of screen.getAllByRole('link', { name: /Sign in|Get started/ })) {
      expect(link).toHaveAttribute('href', '/auth');
    }
  });
});
