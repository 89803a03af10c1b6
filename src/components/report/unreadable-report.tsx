import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import * as Alert from '@/ui/alert';
import type { ReportReading } from './report-reading';
import { reportTexts } from './report-texts';

const listClass = css({ listStyleType: 'disc', ps: '5', display: 'grid', gap: '1', mt: '1' });
const headingClass = css({ fontWeight: 'semibold', mt: '3' });

/** "Page 2 (blurred), Page 3 (too dark)": the pages whose reading failed. */
function failedPagesText(
  t: ReturnType<typeof useText>,
  pages: ReportReading['unreadablePages'],
): string {
  return pages
    .map(({ page, reason }) =>
      t(reportTexts.conclusion.page, { page, reason: t(reportTexts.pageReasons[reason]) }),
    )
    .join(', ');
}

/**
 * The reading failed (issue 23): what was read is not reliable, so nothing about variants is
 * said. Why, which pages, and how to take a clearer photo; `actions` lets the patient try again.
 */
export function UnreadableReport({
  reading,
  actions,
}: {
  reading: ReportReading;
  actions?: ReactNode;
}) {
  const t = useText();
  const texts = reportTexts.unreadable;
  const reasons = [
    ...new Set([
      ...(reading.reason ? [reading.reason] : []),
      ...reading.unreadablePages.map((p) => p.reason),
    ]),
  ];
  return (
    <Alert.Root status="error" role="region" aria-label={t(texts.title)}>
      <Alert.Icon />
      <Alert.Content>
        <Alert.Title asChild>
          <h2>{t(texts.title)}</h2>
        </Alert.Title>
        <Alert.Description>{t(texts.text)}</Alert.Description>
        {reasons.length > 0 && (
          <>
            <p className={headingClass}>{t(texts.why)}</p>
            <ul className={listClass}>
              {reasons.map((reason) => (
                <li key={reason}>
                  {t(reportTexts.reasons[reason])} {t(reportTexts.reasonTips[reason])}
                </li>
              ))}
            </ul>
          </>
        )}
        {reading.unreadablePages.length > 0 && (
          <p className={headingClass}>
            {t(texts.pagesTitle)}{' '}
            <span className={css({ fontWeight: 'normal' })}>
              {failedPagesText(t, reading.unreadablePages)}
            </span>
          </p>
        )}
        <p className={headingClass}>{t(texts.retakeTitle)}</p>
        <ul className={listClass}>
          {reportTexts.retakeTips.map((tip) => (
            <li key={tip.id}>{t(tip)}</li>
          ))}
        </ul>
        {actions && <div className={css({ mt: '3' })}>{actions}</div>}
      </Alert.Content>
    </Alert.Root>
  );
}

/** Some pages failed but the rest was read: the view says which, above what was found. */
export function PartialReadingNotice({ reading }: { reading: ReportReading }) {
  const t = useText();
  return (
    <Alert.Root status="info" role="region" aria-label={t(reportTexts.partial.title)}>
      <Alert.Icon />
      <Alert.Content>
        <Alert.Title>{t(reportTexts.partial.title)}</Alert.Title>
        <Alert.Description>
          {t(reportTexts.unreadable.pagesTitle)} {failedPagesText(t, reading.unreadablePages)}.{' '}
          {t(reportTexts.partial.text)}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
