import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, Card } from '@/ui';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen, within } from '../support/render';

describe('Card', () => {
  it('renders a titled section whose actions are reachable by keyboard', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Card.Root aria-labelledby="profile-title">
        <Card.Header>
          <Card.Title id="profile-title">Profile Completion</Card.Title>
          <Card.Description>3/4 sections</Card.Description>
        </Card.Header>
        <Card.Body>75%</Card.Body>
        <Card.Footer>
          <Button onClick={onClick}>Complete</Button>
        </Card.Footer>
      </Card.Root>,
    );
    const region = screen.getByRole('region', { name: 'Profile Completion' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Profile Completion',
    );
    expect(within(region).getByText('3/4 sections')).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('lets the title be another heading level', () => {
    render(
      <Card.Root>
        <Card.Title asChild>
          <h3>Disease Information</h3>
        </Card.Title>
      </Card.Root>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Disease Information' })).toBeVisible();
  });
});
