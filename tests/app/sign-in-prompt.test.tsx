import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '../support/render';

describe('SignInPrompt (the deep-link prompt, its alert fetched on demand)', () => {
  // React's lazy() keeps what it resolved once: each test imports the prompt afresh, or the
  // plain-text stand-in of a failed download outlives its test.
  beforeEach(() => {
    vi.resetModules();
  });

  it('shows the alert once its code is here', async () => {
    const { SignInPrompt } = await import('@/features/auth/sign-in-prompt');
    render(<SignInPrompt />);
    expect(await screen.findByText('Please sign in to continue')).toBeTruthy();
    expect(
      screen.getByText('The page you opened is for signed-in patients. It opens once you sign in.'),
    ).toBeTruthy();
    // The design system's alert: its icon is drawn.
    expect(document.querySelector('svg')).not.toBeNull();
  });

  it('still says it, as plain text, when the alert cannot be downloaded', async () => {
    vi.doMock('@/features/auth/prompt-alert', () => {
      throw new Error('offline');
    });
    try {
      const { SignInPrompt } = await import('@/features/auth/sign-in-prompt');
      render(<SignInPrompt />);
      expect(await screen.findByText('Please sign in to continue')).toBeTruthy();
      expect(screen.getByText(/It opens once you sign in\./)).toBeTruthy();
      expect(document.querySelector('svg')).toBeNull();
    } finally {
      vi.doUnmock('@/features/auth/prompt-alert');
    }
  });
});
