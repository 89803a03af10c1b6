import { defineMessages } from '@i18n/message';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import { Badge } from '@/ui/badge';
import { Ltr } from '@/ui/ltr';
import { keyedItems } from './keyed-items';

/** Text that looks like variant notation but is not stated as a result (methods, lists…). */
const words = defineMessages({
  region: { id: 'report.variantLike.region', defaultMessage: 'Variant-like text in your report' },
  intro: {
    id: 'report.variantLike.intro',
    defaultMessage: 'Your report mentions text that looks like genetic variants:',
  },
  note: {
    id: 'report.variantLike.note',
    defaultMessage:
      'It may be part of the test description rather than your result. Please check it against your report.',
  },
});

export function VariantLikeList({ strings }: { strings: string[] }) {
  const t = useText();
  return (
    <section aria-label={t(words.region)}>
      <p className={css({ fontWeight: 'medium' })}>{t(words.intro)}</p>
      <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '1' })}>{t(words.note)}</p>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '3' })}>
        {keyedItems(strings, (s) => s).map(({ key, item }) => (
          <li key={key}>
            <Badge className={css({ whiteSpace: 'normal', wordBreak: 'break-word' })}>
              <Ltr>{item}</Ltr>
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
