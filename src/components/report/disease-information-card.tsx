import { defineMessages } from '@i18n/message';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import * as Card from '@/ui/card';
import { Ltr } from '@/ui/ltr';
import * as ScrollArea from '@/ui/scroll-area';
import { keyedItems } from './keyed-items';
import type { DiseaseOption } from './report-result';

interface DiseaseInformationCardProps {
  diseases: DiseaseOption[];
  /** At most 300px normally; the spec gives the no-information case 200px. One entry is shorter. */
  maxHeight: '300px' | '200px';
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

const words = defineMessages({
  title: { id: 'report.diseases.title', defaultMessage: 'Disease Information' },
  region: { id: 'report.diseases.region', defaultMessage: 'Disease information' },
  unknown: { id: 'report.diseases.unknown', defaultMessage: 'Unknown Disease' },
  id: {
    id: 'report.diseases.id',
    defaultMessage: 'ID: {id}',
    description: "{id} is the disease's identifier, such as OMIM:219700.",
  },
});

export function DiseaseInformationCard({ diseases, maxHeight }: DiseaseInformationCardProps) {
  const t = useText();
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title asChild>
          <h3>{t(words.title)}</h3>
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <ScrollArea.Root maxHeight={maxHeight} label={t(words.region)}>
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            {keyedItems(diseases, (d) => `${text(d?.id)}|${text(d?.name)}`).map(
              ({ key, item: disease }) => {
                const id = text(disease?.id);
                const description = text(disease?.description);
                return (
                  <li
                    key={key}
                    className={css({
                      pb: '4',
                      borderBottomWidth: '1px',
                      borderColor: 'border.subtle',
                      _last: { borderBottomWidth: '0', pb: '0' },
                    })}
                  >
                    <p className={css({ fontWeight: 'semibold' })}>
                      {text(disease?.name) ? (
                        <Ltr lang="en">{text(disease?.name)}</Ltr>
                      ) : (
                        t(words.unknown)
                      )}
                    </p>
                    {id && (
                      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                        {t(words.id, { id })}
                      </p>
                    )}
                    {description && (
                      <p className={css({ mt: '1' })}>
                        <Ltr lang="en">{description}</Ltr>
                      </p>
                    )}
                  </li>
                );
              },
            )}
          </ul>
        </ScrollArea.Root>
      </Card.Body>
    </Card.Root>
  );
}
