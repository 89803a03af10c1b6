import { defineMessages, type Message } from '@i18n/message';
import { useEffect, useId, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes';
import { useText } from '@/lib/i18n/use-text';
import { AlertCircleIcon, Button, CameraIcon, FileUpload, UploadIcon } from '@/ui';
import {
  chooseOneFile,
  maxReportBytes,
  reportAccept,
  reportFileProblem,
} from './report-file-rules';

interface ReportDropzoneProps {
  /** Called only with a file that passed the type and size check. */
  onFile(file: File): void;
  /** Called with the reason when a chosen file is refused. */
  onRefuse(reason: Message): void;
  /** Only a button to choose another file (a report is already shown). */
  compact?: boolean;
  /** The compact button's words ("Upload a different report" unless given). */
  chooseLabel?: Message;
}

const hintClass = css({ fontSize: 'sm', color: 'fg.muted' });

const words = defineMessages({
  another: { id: 'upload.another', defaultMessage: 'Upload a different report' },
  label: { id: 'upload.label', defaultMessage: 'Genetic testing report' },
  drop: { id: 'upload.drop', defaultMessage: 'Drag and drop your report here, or' },
  browse: { id: 'upload.browse', defaultMessage: 'Browse files' },
  limits: { id: 'upload.limits', defaultMessage: 'PDF, JPG, PNG up to 10MB' },
  photo: { id: 'upload.photo', defaultMessage: 'Or take a photo of your report with your phone' },
});

/** Drag and drop, "Browse files", or the phone camera; refuses wrong types and big files. */
export function ReportDropzone({
  onFile,
  onRefuse,
  compact = false,
  chooseLabel = words.another,
}: ReportDropzoneProps) {
  const t = useText();
  // Counted, so the same reason twice in a row is brought into view again.
  const [refusal, setRefusal] = useState<{ reason: Message; count: number } | null>(null);
  const problem = refusal?.reason ?? null;
  const problemId = useId();
  const problemRef = useRef<HTMLParagraphElement>(null);
  const refuse = (reason: Message) => {
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
        if (rejected) refuse(reportFileProblem(rejected) ?? chooseOneFile);
      }}
    >
      {compact ? (
        <FileUpload.Trigger asChild>
          <Button variant="outline" size="sm" className={css({ alignSelf: 'flex-start' })}>
            <UploadIcon size={16} />
            {t(chooseLabel)}
          </Button>
        </FileUpload.Trigger>
      ) : (
        <>
          <FileUpload.Label>{t(words.label)}</FileUpload.Label>
          <FileUpload.Dropzone aria-describedby={problem ? problemId : undefined}>
            <UploadIcon size={28} />
            <p className={css({ fontWeight: 'medium' })}>{t(words.drop)}</p>
            <FileUpload.Trigger asChild>
              <Button variant="outline">{t(words.browse)}</Button>
            </FileUpload.Trigger>
            <p className={hintClass}>{t(words.limits)}</p>
            <p className={cx(hintClass, css({ display: 'flex', alignItems: 'center', gap: '2' }))}>
              <CameraIcon size={16} />
              {t(words.photo)}
            </p>
          </FileUpload.Dropzone>
        </>
      )}
      {problem && (
        <p ref={problemRef} id={problemId} role="alert" className={field().errorText}>
          <AlertCircleIcon size={16} />
          {t(problem)}
        </p>
      )}
      <FileUpload.HiddenInput data-testid="report-file-input" />
    </FileUpload.Root>
  );
}
