import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import { reportTexts } from './report-texts';

const quoteClass = css({
  m: '0',
  px: '3',
  py: '2',
  bg: 'bg.subtle',
  borderStartWidth: '3px',
  borderColor: 'border.subtle',
  borderRadius: 'sm',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});

/** A sentence of the report quoted as written ("Your report says: “…”"). */
export function ReportStatement({ statement }: { statement: string }) {
  const t = useText();
  return (
    <blockquote className={quoteClass}>
      {t(reportTexts.conclusion.statement, { statement })}
    </blockquote>
  );
}
