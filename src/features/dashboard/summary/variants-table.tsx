import type { ReportResult } from '@contract/report';
import { findingsOf, type ReportReading } from '@contract/report-findings';
import type { Message } from '@i18n/message';
import { isValid, parseISO } from 'date-fns';
import { css, cx } from 'styled-system/css';
import { useIntl } from '@/lib/i18n/use-intl';
import { useText } from '@/lib/i18n/use-text';
import { Ltr } from '@/ui/ltr';
import { summaryText } from './summary-text';

// Below 640 px each variant is a card of label/value lines (the column name from `data-label`);
// wider screens and paper get the table.
const asTable = { sm: { display: 'revert' }, _print: { display: 'revert' } } as const;
const headClass = css({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  sm: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' },
  _print: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' },
});
const rowClass = css({
  display: 'block',
  py: '2',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderColor: 'border.default',
  ...asTable,
});
const cellClass = css({
  display: 'grid',
  gridTemplateColumns: '7.5rem 1fr',
  gap: '2',
  textAlign: 'start',
  verticalAlign: 'top',
  px: { base: '0', sm: '2' },
  py: { base: '0.5', sm: '1.5' },
  fontSize: 'sm',
  _before: { content: 'attr(data-label)', fontWeight: 'semibold' },
  sm: {
    display: 'table-cell',
    borderBottomWidth: '1px',
    borderBottomStyle: 'solid',
    borderColor: 'border.default',
    _before: { content: 'none' },
  },
  _print: {
    display: 'table-cell',
    px: '2',
    py: '1',
    borderBottomWidth: '1px',
    borderBottomStyle: 'solid',
    _before: { content: 'none' },
  },
});
const mutedClass = css({ color: 'fg.muted', fontSize: 'sm' });

/** "NM_000492.4:c.1521_1523delCTT" reads as the change, its transcript on the line below. */
function changeCell(hgvs: string | null) {
  if (!hgvs) return '';
  const [reference, change] = hgvs.includes(':') ? hgvs.split(':', 2) : [null, hgvs];
  return (
    <>
      <span className={css({ fontFamily: 'mono', wordBreak: 'break-word' })}>
        <Ltr>{change}</Ltr>
      </span>
      {reference && (
        <span className={css({ display: 'block', color: 'fg.muted' })}>
          <Ltr>{reference}</Ltr>
        </span>
      )}
    </>
  );
}

function reasonWithout(result: ReportReading): Message {
  if (result.readable === false) return summaryText.unreadable;
  if (result.is_genetic_report === false) return summaryText.notAReport;
  return summaryText.noFindings;
}

const columnNames = [
  summaryText.gene,
  summaryText.change,
  summaryText.protein,
  summaryText.zygosity,
  summaryText.classification,
  summaryText.conditionColumn,
];

/** The report's findings (the ones both exports carry), one row each. */
export function VariantsTable({ report }: { report: ReportResult }) {
  const reading = report as ReportReading;
  const findings = findingsOf(reading);
  const uncertain = report.uncertain_variants?.length ?? 0;
  const processed = parseISO(report.processed_at);
  const t = useText();
  const intl = useIntl();
  const columns = columnNames.map((name) => t(name));
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      {isValid(processed) && (
        <p className={mutedClass}>
          {t(summaryText.reportProcessed, {
            date: intl.formatDate(processed, { dateStyle: 'long' }),
          })}
        </p>
      )}
      {findings.length === 0 ? (
        <p>{t(reasonWithout(reading))}</p>
      ) : (
        <section
          aria-label={t(summaryText.variantsTable)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
          tabIndex={0}
          className={css({ overflowX: 'auto', _print: { overflow: 'visible' } })}
        >
          <table className={css({ width: 'full', borderCollapse: 'collapse' })}>
            <thead className={headClass}>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={cx(cellClass, css({ fontWeight: 'semibold' }))}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {findings.map((finding, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows never move
                <tr key={index} className={rowClass}>
                  <td className={cellClass} data-label={columns[0]}>
                    <Ltr>{finding.gene ?? ''}</Ltr>
                  </td>
                  <td className={cellClass} data-label={columns[1]}>
                    <span>
                      {changeCell(finding.cHgvs ?? finding.gHgvs ?? finding.otherHgvs[0] ?? null)}
                    </span>
                  </td>
                  <td className={cellClass} data-label={columns[2]}>
                    {finding.pHgvs ?? ''}
                  </td>
                  <td className={cellClass} data-label={columns[3]}>
                    {finding.zygosity ?? ''}
                  </td>
                  <td className={cellClass} data-label={columns[4]}>
                    {finding.classification ?? ''}
                  </td>
                  <td className={cellClass} data-label={columns[5]}>
                    <span>
                      {finding.diseases.map((disease) => (
                        <span key={disease.name} className={css({ display: 'block' })}>
                          {disease.name}
                          {disease.omim && (
                            <span className={mutedClass}> (OMIM {disease.omim})</span>
                          )}
                        </span>
                      ))}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {uncertain > 0 && (
        <p className={mutedClass}>{t(summaryText.uncertain, { count: uncertain })}</p>
      )}
      <p className={mutedClass}>{t(summaryText.checkOriginal)}</p>
    </div>
  );
}
