import type { PharmacogenomicResult } from '@contract/report';
import { css, cx } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import * as Card from '@/ui/card';
import { Ltr } from '@/ui/ltr';
import { keyedItems } from './keyed-items';
import { reportTexts } from './report-texts';

const cellClass = css({
  textAlign: 'start',
  px: '3',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
  wordBreak: 'break-word',
});

/** Pharmacogenomic results as the report gives them: gene, diplotype and phenotype. */
export function PharmacogenomicResults({ results }: { results: PharmacogenomicResult[] }) {
  const t = useText();
  const texts = reportTexts.pharmacogenomics;
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{t(texts.title)}</Card.Title>
        <Card.Description>{t(texts.text)}</Card.Description>
      </Card.Header>
      <Card.Body>
        <table className={css({ width: 'full', borderCollapse: 'collapse' })}>
          <caption className={css({ srOnly: true })}>{t(texts.caption)}</caption>
          <thead>
            <tr>
              <th scope="col" className={cellClass}>
                {t(texts.gene)}
              </th>
              <th scope="col" className={cellClass}>
                {t(texts.diplotype)}
              </th>
              <th scope="col" className={cellClass}>
                {t(texts.phenotype)}
              </th>
            </tr>
          </thead>
          <tbody>
            {keyedItems(results, (r) => `${r.gene}|${r.diplotype}`).map(({ key, item }) => (
              <tr key={key}>
                <th scope="row" className={cellClass}>
                  <Ltr>{item.gene}</Ltr>
                </th>
                <td className={cx(cellClass, css({ fontFamily: 'mono' }))}>
                  <Ltr>{item.diplotype}</Ltr>
                </td>
                <td className={cellClass}>{item.phenotype ?? t(texts.notStated)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card.Body>
    </Card.Root>
  );
}
