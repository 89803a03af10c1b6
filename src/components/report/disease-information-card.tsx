import { css } from 'styled-system/css';
import * as Card from '@/ui/card';
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

export function DiseaseInformationCard({ diseases, maxHeight }: DiseaseInformationCardProps) {
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title asChild>
          <h3>Disease Information</h3>
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <ScrollArea.Root maxHeight={maxHeight} label="Disease information">
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
                      {text(disease?.name) || 'Unknown Disease'}
                    </p>
                    {id && <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>ID: {id}</p>}
                    {description && <p className={css({ mt: '1' })}>{description}</p>}
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
