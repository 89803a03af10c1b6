import { useId, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes';
import { AlertCircleIcon, Button, CameraIcon, FileUpload, UploadIcon } from '@/ui';
import { maxReportBytes, reportAccept, reportFileProblem } from './report-file-rules';

interface ReportDropzoneProps {
  /** Called only with a file that passed the type and size check. */
  onFile(file: File): void;
  /** Only a button to choose another file (a report is already shown). */
  compact?: boolean;
}

const hintClass = css({ fontSize: 'sm', color: 'fg.muted' });

/** Drag and drop, "Browse files", or the phone camera; refuses wrong types and big files. */
export function ReportDropzone({ onFile, compact = false }: ReportDropzoneProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const take = (file: File | undefined) => {
    if (!file) return;
    const reason = reportFileProblem(file);
    setProblem(reason);
    if (!reason) onFile(file);
  };
  return (
    <FileUpload.Root
      accept={reportAccept}
      maxFileSize={maxReportBytes}
      maxFiles={1}
      capture="environment"
      invalid={Boolean(problem)}
      onFileAccept={(details) => take(details.files[0])}
      onFileReject={(details) => {
        const rejected = details.files[0]?.file;
        setProblem(rejected ? (reportFileProblem(rejected) ?? 'Please choose one file.') : null);
      }}
    >
      {compact ? (
        <FileUpload.Trigger asChild>
          <Button variant="outline" size="sm" className={css({ alignSelf: 'flex-start' })}>
            <UploadIcon size={16} />
            Upload a different report
          </Button>
        </FileUpload.Trigger>
      ) : (
        <>
          <FileUpload.Label>Genetic testing report</FileUpload.Label>
          <FileUpload.Dropzone aria-describedby={problem ? problemId : undefined}>
            <UploadIcon size={28} />
            <p className={css({ fontWeight: 'medium' })}>Drag and drop your report here, or</p>
            <FileUpload.Trigger asChild>
              <Button variant="outline">Browse files</Button>
            </FileUpload.Trigger>
            <p className={hintClass}>PDF, JPG, PNG up to 10MB</p>
            <p className={cx(hintClass, css({ display: 'flex', alignItems: 'center', gap: '2' }))}>
              <CameraIcon size={16} />
              Or take a photo of your report with your phone
            </p>
          </FileUpload.Dropzone>
        </>
      )}
      {problem && (
        <p id={problemId} role="alert" className={field().errorText}>
          <AlertCircleIcon size={16} />
          {problem}
        </p>
      )}
      <FileUpload.HiddenInput data-testid="report-file-input" />
    </FileUpload.Root>
  );
}
