import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DateInput, Field, Input, Textarea } from '@/ui';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen } from '../support/render';

describe('Input, Textarea, DateInput', () => {
  it('types into a labelled input', async () => {
    const { container } = render(
      <Field.Root>
        <Field.Label>Email</Field.Label>
        <Input type="email" />
      </Field.Root>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@example.com');
    expect(input).toHaveValue('ada@example.com');
    await expectNoAxeViolations(container);
  });

  it('gives the textarea a label and keeps multi-line text', async () => {
    const { container } = render(
      <Field.Root>
        <Field.Label>Family medical history</Field.Label>
        <Textarea />
      </Field.Root>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Family medical history' });
    await userEvent.type(textarea, 'Mother: asthma{Enter}Father: none');
    expect(textarea).toHaveValue('Mother: asthma\nFather: none');
    expect(textarea.className).toMatch(/textarea/);
    await expectNoAxeViolations(container);
  });

  it('renders a native date input that accepts an ISO date', async () => {
    const { container } = render(
      <Field.Root>
        <Field.Label>Date of birth</Field.Label>
        <DateInput />
      </Field.Root>,
    );
    const input = screen.getByLabelText('Date of birth');
    expect(input).toHaveAttribute('type', 'date');
    await userEvent.type(input, '1990-04-12');
    expect(input).toHaveValue('1990-04-12');
    await expectNoAxeViolations(container);
  });
});
