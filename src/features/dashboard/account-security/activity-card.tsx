import type { ActivityEvent } from '@contract/account';
import { css } from 'styled-system/css';
import { useIntl } from '@/lib/i18n/use-intl';
import { useText } from '@/lib/i18n/use-text';
import * as Alert from '@/ui/alert';
import { Button } from '@/ui/button';
import * as Card from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { accountSecurityTexts } from './account-security-texts';
import { browserName } from './browser-name';

const texts = accountSecurityTexts.activity;

const kinds = accountSecurityTexts.kinds;

export interface ActivityCardProps {
  status: 'loading' | 'unavailable' | 'shown';
  events: readonly ActivityEvent[];
  onReload(): void;
}

/** Settings, "Recent activity": the patient's security record, the last 50, newest first. */
export function ActivityCard({ status, events, onReload }: ActivityCardProps) {
  const t = useText();
  const intl = useIntl();
  const whenOf = (at: string) =>
    intl.formatDate(new Date(at), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{t(texts.title)}</Card.Title>
        <Card.Description>{t(texts.description)}</Card.Description>
      </Card.Header>
      <Card.Body>
        {status === 'loading' && (
          <div aria-busy="true" className={css({ display: 'grid', gap: '3' })}>
            <span className={css({ srOnly: true })}>{t(texts.loading)}</span>
            <Skeleton className={css({ height: '10' })} />
            <Skeleton className={css({ height: '10' })} />
          </div>
        )}
        {status === 'unavailable' && (
          <Alert.Root status="error">
            <Alert.Icon />
            <Alert.Content>
              <Alert.Title>{t(texts.unavailableTitle)}</Alert.Title>
              <Alert.Description>
                {t(texts.unavailable)}{' '}
                <Button variant="ghost" size="sm" onClick={onReload}>
                  {t(texts.tryAgain)}
                </Button>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {status === 'shown' && events.length === 0 && (
          <p className={css({ color: 'fg.muted' })}>{t(texts.empty)}</p>
        )}
        {status === 'shown' && events.length > 0 && (
          <ol aria-label={t(texts.title)} className={css({ display: 'grid', gap: '0' })}>
            {events.map((event, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: events have no id of their own; the list is replaced whole, never reordered.
                key={`${event.at}-${index}`}
                className={css({
                  display: 'grid',
                  gap: '0.5',
                  paddingBlock: '3',
                  borderTopWidth: index === 0 ? '0' : '1px',
                  borderColor: 'border.subtle',
                })}
              >
                <span
                  className={css({
                    fontWeight: 'medium',
                    color: event.kind === 'sign_in_failed' ? 'danger.text' : 'fg.default',
                  })}
                >
                  {t(kinds[event.kind])}
                </span>
                <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                  <time dateTime={event.at}>{whenOf(event.at)}</time>
                </span>
                <span
                  className={css({ color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' })}
                >
                  {t(texts.from, {
                    address: event.ip ?? t(texts.unknownAddress),
                    browser: event.user_agent
                      ? browserName(event.user_agent, (browser, system) =>
                          t(texts.browserOn, { browser, system }),
                        )
                      : t(texts.unknownBrowser),
                  })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Card.Body>
    </Card.Root>
  );
}
