import type { OtherFinding } from '@contract/report';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import { Badge } from '@/ui/badge';
import * as Card from '@/ui/card';
import { Ltr } from '@/ui/ltr';
import { keyedItems } from './keyed-items';
import { reportTexts } from './report-texts';

const badgeClass = css({ whiteSpace: 'normal', wordBreak: 'break-word' });

/** Internal tandem duplications, exon deletions, fusions: shown as what they are, not as variants. */
export function OtherFindings({ findings }: { findings: OtherFinding[] }) {
  const t = useText();
  const texts = reportTexts.otherFindings;
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{t(texts.title)}</Card.Title>
        <Card.Description>{t(texts.text)}</Card.Description>
      </Card.Header>
      <Card.Body>
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          {keyedItems(findings, (f) => `${f.kind}|${f.description}`).map(({ key, item }) => (
            <li key={key} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              <p className={css({ fontWeight: 'semibold', wordBreak: 'break-word' })}>
                <Ltr lang="en">{item.description}</Ltr>
              </p>
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
                <Badge tone="info" className={badgeClass}>
                  {t(reportTexts.kinds[item.kind])}
                </Badge>
                {item.gene.length > 0 && (
                  <Badge className={badgeClass}>
                    {t(texts.gene, { genes: item.gene.join(', ') })}
                  </Badge>
                )}
                {item.classification && (
                  <Badge className={badgeClass}>
                    {t(texts.classification, { classification: item.classification })}
                  </Badge>
                )}
                {item.zygosity && (
                  <Badge className={badgeClass}>
                    {t(texts.zygosity, { zygosity: item.zygosity })}
                  </Badge>
                )}
              </div>
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card.Root>
  );
}
