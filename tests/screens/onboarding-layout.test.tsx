import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { screen, waitFor } from '../support/render';
import { renderOnboarding } from './onboarding-harness';

/** The public settings as the built server writes them into the page (SUPPORT_URL set). */
function serverSettingsInPage(support: { url: string | null; email: string | null }) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'public-config';
  element.textContent = JSON.stringify({ support });
  document.head.append(element);
}

afterEach(() => document.getElementById('public-config')?.remove());

describe('Onboarding layout', () => {
  it('shows the brand, Support in a new tab, Logout, and step 1 of 5 with its text', async () => {
    serverSettingsInPage({ url: 'https://help.herd.example/', email: null });
    const { container } = renderOnboarding();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Personal Information' });
    expect(screen.getByText('Please provide your basic information to get started.')).toBeVisible();
    expect(screen.getByText('Step 1 of 5')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    const support = screen.getByRole('link', { name: /Support/ });
    expect(support).toHaveAttribute('href', 'https://help.herd.example/');
    expect(support).toHaveAttribute('target', '_blank');
    expect(support).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Step 1 of 5: Personal Information')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await expectNoAxeViolations(container);
  });

  it('Support writes to SUPPORT_EMAIL when only that is set, and says why it is missing when nothing is (issue 30)', async () => {
    serverSettingsInPage({ url: null, email: 'care@herd.example' });
    const first = renderOnboarding();
    await screen.findByRole('heading', { level: 1, name: 'Personal Information' });
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      'mailto:care@herd.example',
    );
    first.unmount();
    document.getElementById('public-config')?.remove();

    serverSettingsInPage({ url: null, email: null });
    renderOnboarding();
    await screen.findByRole('heading', { level: 1, name: 'Personal Information' });
    const placeholder = screen.getByRole('link', { name: 'Support' });
    expect(placeholder).not.toHaveAttribute('href');
    expect(placeholder).toHaveAttribute('aria-disabled', 'true');
    expect(placeholder).toHaveAttribute('title', 'Support is not set up on this server yet');
  });

  it('ticks finished steps and shows the step from the machine', async () => {
    renderOnboarding({ redirectPath: '/onboarding/medical-history' });
    await screen.findByRole('heading', { level: 1, name: 'Medical History' });
    expect(screen.getByText('Step 3 of 5')).toBeVisible();
    const items = screen.getAllByRole('listitem');
    const finished = items.filter((item) => item.textContent?.includes('(completed)'));
    expect(finished.map((item) => item.textContent)).toEqual([
      'Personal Information (completed)',
      'Medical Condition (completed)',
    ]);
    expect(
      screen.getByText('Tell us about your medical history relevant to your condition.'),
    ).toBeVisible();
  });

  it('moves focus to the new heading and announces the step when the step changes', async () => {
    renderOnboarding({ redirectPath: '/onboarding/medical-history' });
    await screen.findByRole('heading', { level: 1, name: 'Medical History' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Medical Condition' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Step 2 of 5: Medical Condition')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('shows the checklist as step 4 of 5 under its own heading', async () => {
    renderOnboarding({ redirectPath: '/onboarding/medical-checklist' });
    await screen.findByRole('heading', { level: 1, name: 'Medical Assessment Checklist' });
    expect(screen.getByText('Step 4 of 5')).toBeVisible();
    expect(
      screen.getByText(
        'Please select all that apply to your condition. You must select at least one item to proceed.',
      ),
    ).toBeVisible();
  });

  it('Logout signs the patient out', async () => {
    const { logouts } = renderOnboarding();
    await screen.findByRole('heading', { level: 1, name: 'Personal Information' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(logouts).toEqual(['cleared']));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
