import { css } from 'styled-system/css';
import * as Alert from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { AlertCircleIcon } from '@/ui/icons';
import { keyedItems } from './keyed-items';
import type { UncertainVariant } from './report-checks';

const quoteClass = css({
  m: '0',
  mt: '2',
  px: '3',
  py: '2',
  bg: 'bg.subtle',
  borderLeftWidth: '3px',
  borderColor: 'border.subtle',
  borderRadius: 'sm',
  fontFamily: 'mono',
  fontSize: 'sm',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});

function titleOf(v: UncertainVariant): string {
  const name = v.ids.join(' ') || 'Unreadable variant';
  return v.genes.length ? `${v.genes.join(', ')} ${name}` : name;
}

/**
 * Variants the report seems to state but whose reading we could not confirm. They are never
 * shown as findings: each asks the patient to check it against the report itself.
 */
export function UncertainVariants({ variants }: { variants: UncertainVariant[] }) {
  return (
    <Alert.Root status="info" role="region" aria-label="Variants to check">
      <Alert.Icon>
        <AlertCircleIcon />
      </Alert.Icon>
      <Alert.Content>
        <Alert.Title>Please check these against your report</Alert.Title>
        <Alert.Description>
          We could not read {variants.length === 1 ? 'this variant' : 'these variants'} with
          certainty, so {variants.length === 1 ? 'it is' : 'they are'} not counted as found. Compare
          each with the report itself, or ask your genetic counselor.
        </Alert.Description>
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '3' })}>
          {keyedItems(variants, titleOf).map(({ key, item }) => (
            <li key={key}>
              <Badge className={css({ whiteSpace: 'normal', wordBreak: 'break-word' })}>
                {titleOf(item)}
              </Badge>{' '}
              <span className={css({ fontSize: 'sm' })}>
                Please check this against your report.
              </span>
              {item.snippet && (
                <blockquote className={quoteClass}>
                  <span className={css({ srOnly: true })}>From your report: </span>
                  {item.snippet}
                </blockquote>
              )}
            </li>
          ))}
        </ul>
      </Alert.Content>
    </Alert.Root>
  );
}
