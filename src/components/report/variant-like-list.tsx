import { css } from 'styled-system/css';
import { Badge } from '@/ui/badge';
import { keyedItems } from './keyed-items';

/** Text that looks like variant notation but is not stated as a result (methods, lists…). */
export function VariantLikeList({ strings }: { strings: string[] }) {
  return (
    <section aria-label="Variant-like text in your report">
      <p className={css({ fontWeight: 'medium' })}>
        Your report mentions text that looks like genetic variants:
      </p>
      <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '1' })}>
        It may be part of the test description rather than your result. Please check it against your
        report.
      </p>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '3' })}>
        {keyedItems(strings, (s) => s).map(({ key, item }) => (
          <li key={key}>
            <Badge className={css({ whiteSpace: 'normal', wordBreak: 'break-word' })}>{item}</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
