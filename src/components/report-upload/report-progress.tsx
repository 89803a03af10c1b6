import { defineMessages } from '@i18n/message';
import {
  selectPagesRead,
  selectReadingPercent,
  selectUploadActivity,
  selectUploadStatus,
} from '@machines/upload/selectors';
import type { uploadMachine } from '@machines/upload/upload.machine';
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { ActorRefFrom } from 'xstate';
import { useText } from '@/lib/i18n/use-text';
import { Progress } from '@/ui';
import { CancelUploadButton } from './cancel-upload-button';

type UploadRef = ActorRefFrom<typeof uploadMachine>;

const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
});
const statusRow = css({
  gridColumn: '1 / -1',
  display: 'flex',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  columnGap: '3',
});
const pagesStyle = css({
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.muted',
  fontVariantNumeric: 'tabular-nums',
});
const hintStyle = css({ fontSize: 'sm', color: 'fg.muted' });

const hints = defineMessages({
  queued: {
    id: 'upload.hint.queued',
    defaultMessage:
      'Reports are read one at a time. Your results will appear here, also if you leave this step and come back.',
  },
  working: {
    id: 'upload.hint.working',
    defaultMessage: 'This may take a minute as we extract genetic information from your report.',
  },
});

/**
 * The report on its way: sent, waiting for its turn, then read. The bar shows a measure only
 * when the server counts pages; otherwise it is a busy band. The status line is a polite live
 * region: it is announced when its words change, not at every poll.
 */
export function ReportProgress({ upload }: { upload: UploadRef }) {
  const t = useText();
  const status = useSelector(upload, selectUploadStatus);
  const activity = useSelector(upload, selectUploadActivity);
  const percent = useSelector(upload, selectReadingPercent);
  const pages = useSelector(upload, selectPagesRead);
  return (
    <div className={panel}>
      <Progress.Root value={percent}>
        <div role="status" aria-atomic="true" className={statusRow}>
          <Progress.Label>{activity && t(activity)}</Progress.Label>
          {pages && <span className={pagesStyle}>{t(pages)}</span>}
        </div>
        {/* aria-busy on the bar, never on the live region: that would hold its announcements. */}
        <Progress.Track aria-busy={percent === null}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <p className={hintStyle}>{t(status === 'queued' ? hints.queued : hints.working)}</p>
      <div>
        <CancelUploadButton upload={upload} />
      </div>
    </div>
  );
}
