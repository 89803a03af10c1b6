import { describe, expect, it } from 'vitest';
import { Alert } from '@/ui';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen } from '../support/render';

describe('Alert', () => {
  it('announces errors assertively', async () => {
    const { container } = render(
      <Alert.Root status="error">
        <Alert.Icon />
        <Alert.Content>
          <Alert.Title>Upload failed</Alert.Title>
          <Alert.Description>
            There was an error uploading your file. Please try again.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/error uploading your file/);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('announces success and info politely, each with its own look', async () => {
    const { container } = render(
      <>
        <Alert.Root status="success" aria-label="Upload result">
          <Alert.Icon />
          <Alert.Title>Report processed</Alert.Title>
        </Alert.Root>
        <Alert.Root aria-label="Tip">
          <Alert.Title>PDF, JPG, PNG up to 10MB</Alert.Title>
        </Alert.Root>
      </>,
    );
    const success = screen.getByRole('status', { name: 'Upload result' });
    const info = screen.getByRole('status', { name: 'Tip' });
    expect(success.className).toMatch(/alert__root--status_success/);
    expect(info.className).toMatch(/alert__root--status_info/);
    expect(success.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });
});
