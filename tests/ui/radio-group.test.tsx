import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RadioGroup } from '@/ui';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen } from '../support/render';

function YesNo() {
  const [value, setValue] = useState('no');
  return (
    <>
      <RadioGroup.Root value={value} onValueChange={(d) => setValue(d.value ?? 'no')}>
        <RadioGroup.Label>Have you been diagnosed?</RadioGroup.Label>
        {['yes', 'no'].map((option) => (
          <RadioGroup.Item key={option} value={option}>
            <RadioGroup.ItemControl />
            <RadioGroup.ItemText>{option === 'yes' ? 'Yes' : 'No'}</RadioGroup.ItemText>
            <RadioGroup.ItemHiddenInput />
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <output>{value}</output>
    </>
  );
}

describe('RadioGroup', () => {
  it('is a labelled group of radios, defaulting to no', async () => {
    const { container } = render(<YesNo />);
    expect(screen.getByRole('radiogroup', { name: 'Have you been diagnosed?' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    await expectNoAxeViolations(container);
  });

  it('changes with a click and with the arrow keys', async () => {
    render(<YesNo />);
    await userEvent.click(screen.getByText('Yes'));
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByText('yes', { selector: 'output' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByText('no', { selector: 'output' })).toBeInTheDocument();
  });
});
