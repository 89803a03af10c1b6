import { describe, expect, it } from 'vitest';
import { Avatar } from '@/ui';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen } from '../support/render';

describe('Avatar', () => {
  it('shows initials while there is no image', async () => {
    const { container } = render(
      <Avatar.Root aria-label="Ada Lovelace">
        <Avatar.Fallback>{Avatar.initials('Ada Lovelace')}</Avatar.Fallback>
      </Avatar.Root>,
    );
    expect(screen.getByText('AL')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('makes initials from names', () => {
    expect(Avatar.initials('Ada Lovelace')).toBe('AL');
    expect(Avatar.initials('  grace   brewster hopper ')).toBe('GH');
    expect(Avatar.initials('Cher')).toBe('C');
    expect(Avatar.initials('   ')).toBe('?');
  });
});
