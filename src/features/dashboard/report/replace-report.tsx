import type { uploadMachine } from '@machines/upload/upload.machine';
import { css } from 'styled-system/css';
import type { ActorRefFrom } from 'xstate';
import { ReportUpload } from '@/components/report-upload/report-upload';
import { useText } from '@/lib/i18n/use-text';
import { Button } from '@/ui/button';
import * as Card from '@/ui/card';
import { reportPageTexts as texts } from './report-page-texts';

/** A new report uploaded on this page, the same way as in step 4; Cancel goes back. */
export function ReplaceReport({
  upload,
  replacing,
  onCancel,
}: {
  upload: ActorRefFrom<typeof uploadMachine> | undefined;
  /** A report is on file (Replace) rather than none (Upload a report). */
  replacing: boolean;
  onCancel(): void;
}) {
  const t = useText();
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{t(texts.replaceTitle)}</Card.Title>
        <Card.Description>
          {t(replacing ? texts.replaceLead : texts.emptyUploadLead)}
        </Card.Description>
      </Card.Header>
      <Card.Body className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {upload && <ReportUpload upload={upload} />}
        <div>
          <Button variant="outline" onClick={onCancel}>
            {t(texts.cancel)}
          </Button>
        </div>
      </Card.Body>
    </Card.Root>
  );
}
