import { useEffect, useId, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes';
import { AlertCircleIcon, Button, CameraIcon, FileUpload, UploadIcon } from '@/ui';
import { maxReportBytes, reportAccept, reportFileProblem } from './report-file-rules';

interface ReportDropzoneProps {
  /** Called only with a file that passed the type and size check. */
  onFile(file: File): void;
  /** Called with the reason when a chosen file is refused. */
  onRefuse(reason: string): void;
  /** Only a button to choose another file (a report is already shown). */
  compact?: boolean;
}

const hintClass = css({ fontSize: 'sm', color: 'fg.muted' });

/** Drag and drop, "Browse files", or the phone camera; refuses wrong types and big files. */
export function ReportDropzone({ onFile, onRefuse, compact = false }: ReportDropzoneProps) {
  // Counted, so the same reason twice in a row is brought into view again.
  const [refusal, setRefusal] = useState<{ reason: string; count: number } | null>(null);
  const problem = refusal?.reason ?? null;
  const problemId = useId();
  const problemRef = useRef<HTMLParagraphElement>(null);
  const refuse = (reason: string) => {
    setRefusal((last) => ({ reason, count: (last?.count ?? 0) + 1 }));
    onRefuse(reason);
  };
  const take = (file: File | undefined) => {
    if (!file) return;
    const reason = reportFileProblem(file);
    if (reason) refuse(reason);
    else {
      setRefusal(null);
      onFile(file);
    }
  };
  // The reason appears under the drop area, where a phone's sticky Back/Next bar would cover its
  // last lines: it is scrolled into view, clear of the bar (the page's scroll padding).
  const count = refusal?.count ?? 0;
  useEffect(() => {
    if (count > 0) problemRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);
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
        if (rejected) refuse(reportFileProblem(rejected) ?? 'Please choose one file.');
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
        <p ref={problemRef} id={problemId} role="alert" className={field().errorText}>
          <AlertCircleIcon size={16} />
          {problem}
        </p>
      )}
      <FileUpload.HiddenInput data-testid="report-file-input" />
    </FileUpload.Root>
  );
}
