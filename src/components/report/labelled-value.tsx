import { defineMessage } from '@i18n/message';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import { Badge, type BadgeProps } from '@/ui/badge';
import { Ltr } from '@/ui/ltr';
import { keyedItems } from './keyed-items';

const rowClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  sm: { flexDirection: 'row', alignItems: 'baseline', gap: '3' },
});
const termClass = css({ fontWeight: 'medium', color: 'fg.muted', minWidth: '36' });

/** One "label: badge" pair inside a <dl>. */
export function LabelledBadge({
  label,
  tone,
  children,
}: {
  label: string;
  tone?: BadgeProps['tone'];
  children: ReactNode;
}) {
  return (
    <div className={rowClass}>
      <dt className={termClass}>{label}</dt>
      <dd>
        <Badge tone={tone} className={css({ whiteSpace: 'normal', wordBreak: 'break-word' })}>
          {children}
        </Badge>
      </dd>
    </div>
  );
}

/** One "label: list of badges" pair inside a <dl>; says so when the list is empty. */
const noneListed = defineMessage({ id: 'report.noneListed', defaultMessage: 'None listed' });

export function LabelledList({ label, values }: { label: string; values: string[] }) {
  const t = useText();
  return (
    <div className={rowClass}>
      <dt className={termClass}>{label}</dt>
      <dd>
        {values.length === 0 ? (
          <span className={css({ color: 'fg.muted' })}>{t(noneListed)}</span>
        ) : (
          <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            {keyedItems(values, (value) => value).map(({ key, item: value }) => (
              <li key={key}>
                <Badge className={css({ whiteSpace: 'normal', wordBreak: 'break-word' })}>
                  <Ltr lang="en">{value}</Ltr>
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </dd>
    </div>
  );
}

export const definitionListClass = css({ display: 'flex', flexDirection: 'column', gap: '3' });
