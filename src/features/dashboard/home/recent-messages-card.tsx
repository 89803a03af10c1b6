import { defineMessages, type Message, withValues } from '@i18n/message';
import { routeById } from '@machines/routes/route-table';
import { css } from 'styled-system/css';
import { ghostLinkButtonClass } from '@/features/dashboard/link-button-class';
import type { RenderLink } from '@/features/dashboard/render-link';
import { useText } from '@/lib/i18n/use-text';
import { Badge } from '@/ui/badge';
import * as Card from '@/ui/card';

const words = defineMessages({
  title: { id: 'home.messages.title', defaultMessage: 'Recent Messages' },
  examples: { id: 'home.messages.examples', defaultMessage: 'Examples' },
  comingSoon: {
    id: 'home.messages.comingSoon',
    defaultMessage: 'Messaging is coming soon; these show what it will look like.',
  },
  viewAll: { id: 'home.messages.viewAll', defaultMessage: 'View All Messages' },
  careTeam: { id: 'home.messages.sample.careTeam', defaultMessage: 'Care Team' },
  summaryReady: {
    id: 'home.messages.sample.summaryReady',
    defaultMessage: 'Your genetic counseling summary is ready. Let me know if you have questions.',
  },
  reviewProfile: {
    id: 'home.messages.sample.reviewProfile',
    defaultMessage: 'Reminder: you can review your profile before your next visit.',
  },
  hoursAgo: {
    id: 'home.messages.sample.hoursAgo',
    defaultMessage: '{hours, plural, one {# hour ago} other {# hours ago}}',
  },
  yesterday: { id: 'home.messages.sample.yesterday', defaultMessage: 'Yesterday' },
});

/** Static samples (spec: the dashboard content is placeholder). */
const recentMessages: { from: Message | string; preview: Message; when: Message }[] = [
  {
    from: 'Dr. Sarah Johnson',
    preview: words.summaryReady,
    when: withValues(words.hoursAgo, { hours: 2 }),
  },
  { from: words.careTeam, preview: words.reviewProfile, when: words.yesterday },
];

export function RecentMessagesCard({ renderLink }: { renderLink: RenderLink }) {
  const t = useText();
  return (
    <Card.Root>
      <Card.Header>
        <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
          <Card.Title>{t(words.title)}</Card.Title>
          <Badge>{t(words.examples)}</Badge>
        </div>
        <Card.Description>{t(words.comingSoon)}</Card.Description>
      </Card.Header>
      <Card.Body>
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          {recentMessages.map((message) => (
            <li
              key={message.preview.id}
              className={css({ display: 'flex', flexDirection: 'column' })}
            >
              <span className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
                <span className={css({ fontWeight: 'semibold' })}>
                  {typeof message.from === 'string' ? message.from : t(message.from)}
                </span>
                <span className={css({ fontSize: 'sm', color: 'fg.muted', flexShrink: '0' })}>
                  {t(message.when)}
                </span>
              </span>
              <span className={css({ color: 'fg.muted' })}>{t(message.preview)}</span>
            </li>
          ))}
        </ul>
      </Card.Body>
      <Card.Footer>
        {renderLink({
          to: routeById('dashboardMessages').path,
          className: ghostLinkButtonClass,
          children: t(words.viewAll),
        })}
      </Card.Footer>
    </Card.Root>
  );
}
