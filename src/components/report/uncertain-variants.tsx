import { defineMessages } from '@i18n/message';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import * as Alert from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { AlertCircleIcon } from '@/ui/icons';
import { Ltr } from '@/ui/ltr';
import { keyedItems } from './keyed-items';
import type { UncertainVariant } from './report-checks';

const quoteClass = css({
  m: '0',
  mt: '2',
  px: '3',
  py: '2',
  bg: 'bg.subtle',
  borderStartWidth: '3px',
  borderColor: 'border.subtle',
  borderRadius: 'sm',
  fontFamily: 'mono',
  fontSize: 'sm',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});

const words = defineMessages({
  region: { id: 'report.uncertain.region', defaultMessage: 'Variants to check' },
  title: { id: 'report.uncertain.title', defaultMessage: 'Please check these against your report' },
  text: {
    id: 'report.uncertain.text',
    defaultMessage:
      'We could not read {n, plural, one {this variant} other {these variants}} with certainty, so {n, plural, one {it is} other {they are}} not counted as found. Compare each with the report itself, or ask your genetic counselor.',
  },
  checkOne: {
    id: 'report.uncertain.checkOne',
    defaultMessage: 'Please check this against your report.',
  },
  fromReport: { id: 'report.uncertain.fromReport', defaultMessage: 'From your report:' },
  unreadable: { id: 'report.uncertain.unreadable', defaultMessage: 'Unreadable variant' },
});

/** A stable key (not shown): the variant's ids and genes. */
function keyOf(v: UncertainVariant): string {
  return `${v.genes.join(', ')} ${v.ids.join(' ')}`;
}

/**
 * Variants the report seems to state but whose reading we could not confirm. They are never
 * shown as findings: each asks the patient to check it against the report itself.
 */
export function UncertainVariants({ variants }: { variants: UncertainVariant[] }) {
  const t = useText();
  const titleOf = (v: UncertainVariant) => {
    const name = v.ids.join(' ') || t(words.unreadable);
    return v.genes.length ? `${v.genes.join(', ')} ${name}` : name;
  };
  return (
    <Alert.Root status="info" role="region" aria-label={t(words.region)}>
      <Alert.Icon>
        <AlertCircleIcon />
      </Alert.Icon>
      <Alert.Content>
        <Alert.Title>{t(words.title)}</Alert.Title>
        <Alert.Description>{t(words.text, { n: variants.length })}</Alert.Description>
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '3' })}>
          {keyedItems(variants, keyOf).map(({ key, item }) => (
            <li key={key}>
              <Badge className={css({ whiteSpace: 'normal', wordBreak: 'break-word' })}>
                <Ltr>{titleOf(item)}</Ltr>
              </Badge>{' '}
              <span className={css({ fontSize: 'sm' })}>{t(words.checkOne)}</span>
              {item.snippet && (
                <blockquote className={quoteClass}>
                  <span className={css({ srOnly: true })}>{t(words.fromReport)} </span>
                  <Ltr lang="en">{item.snippet}</Ltr>
                </blockquote>
              )}
            </li>
          ))}
        </ul>
      </Alert.Content>
    </Alert.Root>
  );
}
