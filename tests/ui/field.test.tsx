import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Field } from '@/ui';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen } from '../support/render';

function NameField({ invalid = false }: { invalid?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <Field.Root invalid={invalid} required>
      <Field.Label>
        First name
        <Field.RequiredIndicator />
      </Field.Label>
      <Field.Input value={value} onChange={(e) => setValue(e.currentTarget.value)} />
      <Field.HelperText>As on your insurance card</Field.HelperText>
      <Field.ErrorText>Enter your first name</Field.ErrorText>
      <output>{value}</output>
    </Field.Root>
  );
}

describe('Field', () => {
  it('labels the input and describes it with the helper text', async () => {
    const { container } = render(<NameField />);
    const input = screen.getByRole('textbox', { name: /first name/i });
    expect(input).toHaveAccessibleDescription('As on your insurance card');
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter your first name')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.keyboard('Ada');
    expect(screen.getByText('Ada', { selector: 'output' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows the error text and marks the input invalid', async () => {
    const { container } = render(<NameField invalid />);
    const input = screen.getByRole('textbox', { name: /first name/i });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Enter your first name/);
    await expectNoAxeViolations(container);
  });
});
