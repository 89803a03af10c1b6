import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { preloadStep } from '@/features/onboarding/step-modules';
import { act, screen } from '../support/render';
import { renderOnboarding } from './onboarding-harness';

describe('Next to a step whose code is already loaded', () => {
  it('shows the step as soon as the save is done, without waiting on a lazy boundary', async () => {
    let finishSave = () => {};
    const { container } = renderOnboarding({
      redirectPath: '/onboarding/medical-history',
      saveOnboarding: () =>
        new Promise<void>((resolve) => {
          finishSave = resolve;
        }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Medical History' });
    await preloadStep('geneticReport');
    // A suspended step hides what is on screen (React sets display: none on it) for the fallback.
    const hidden: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as HTMLElement;
        if (target.style?.display === 'none') hidden.push(target.tagName);
      }
    });
    observer.observe(container, { subtree: true, attributes: true, attributeFilter: ['style'] });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeInTheDocument();

    await act(async () => finishSave());
    observer.disconnect();

    expect(screen.getByRole('heading', { level: 1, name: 'Genetic Report' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Genetic report' })).toBeVisible();
    expect(hidden).toEqual([]);
  });
});
