import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, FileUpload } from '@/ui';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen, waitFor } from '../support/render';

function ReportUpload({ onAccept }: { onAccept: (names: string[]) => void }) {
  return (
    <FileUpload.Root
      accept={['application/pdf', 'image/png', 'image/jpeg']}
      maxFileSize={10 * 1024 * 1024}
      capture="environment"
      onFileAccept={(details) => onAccept(details.files.map((f) => f.name))}
    >
      <FileUpload.Label>Genetic testing report</FileUpload.Label>
      <FileUpload.Dropzone>
        <p>Drag and drop your report here</p>
        <FileUpload.Trigger asChild>
          <Button variant="outline">Browse files</Button>
        </FileUpload.Trigger>
      </FileUpload.Dropzone>
      <FileUpload.ItemGroup>
        <FileUpload.Context>
          {({ acceptedFiles }) =>
            acceptedFiles.map((file) => (
              <FileUpload.Item key={file.name} file={file}>
                <FileUpload.ItemPreview />
                <FileUpload.ItemName />
                <FileUpload.ItemDeleteTrigger aria-label={`Remove ${file.name}`} />
              </FileUpload.Item>
            ))
          }
        </FileUpload.Context>
      </FileUpload.ItemGroup>
      <FileUpload.HiddenInput data-testid="file-input" />
    </FileUpload.Root>
  );
}

describe('FileUpload', () => {
  it('has a browse button and a camera-capable input with the accept list', async () => {
    const { container } = render(<ReportUpload onAccept={() => {}} />);
    expect(screen.getByRole('button', { name: 'Browse files' })).toBeVisible();
    const input = screen.getByTestId('file-input');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('capture', 'environment');
    expect(input.getAttribute('accept')).toContain('application/pdf');
    await expectNoAxeViolations(container);
  });

  it('accepts a chosen PDF, lists it and removes it by its named button', async () => {
    const onAccept = vi.fn();
    render(<ReportUpload onAccept={onAccept} />);
    const file = new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByTestId('file-input'), file);
    await waitFor(() => expect(onAccept).toHaveBeenCalledWith(['report.pdf']));
    expect(screen.getByText('report.pdf')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove report.pdf' }));
    await waitFor(() => expect(screen.queryByText('report.pdf')).not.toBeInTheDocument());
  });
});
