import { describe, expect, it } from 'vitest';
import { Badge } from '@/ui';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen } from '../support/render';

describe('Badge', () => {
  it('renders its text with the tone class', async () => {
    const { container } = render(
      <p>
        Genetic counseling <Badge tone="accent">Virtual</Badge> <Badge>In-person</Badge>
      </p>,
    );
    expect(screen.getByText('Virtual').className).toMatch(/badge--tone_accent/);
    expect(screen.getByText('In-person').className).toMatch(/badge--tone_neutral/);
    await expectNoAxeViolations(container);
  });
});
