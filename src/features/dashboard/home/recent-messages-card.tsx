import { routeById } from '@machines/routes/route-table';
import { css } from 'styled-system/css';
import { ghostLinkButtonClass } from '@/features/dashboard/link-button-class';
import type { RenderLink } from '@/features/dashboard/render-link';
import { Badge } from '@/ui/badge';
import * as Card from '@/ui/card';

/** Static samples (spec: the dashboard content is placeholder). */
const recentMessages = [
  {
    from: 'Dr. Sarah Johnson',
    preview: 'Your genetic counseling summary is ready. Let me know if you have questions.',
    when: '2 hours ago',
  },
  {
    from: 'Care Team',
    preview: 'Reminder: please add your family history before your next visit.',
    when: 'Yesterday',
  },
] as const;

export function RecentMessagesCard({ renderLink }: { renderLink: RenderLink }) {
  return (
    <Card.Root>
      <Card.Header>
        <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
          <Card.Title>Recent Messages</Card.Title>
          <Badge>Examples</Badge>
        </div>
        <Card.Description>
          Messaging is coming soon; these show what it will look like.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          {recentMessages.map((message) => (
            <li key={message.from} className={css({ display: 'flex', flexDirection: 'column' })}>
              <span className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
                <span className={css({ fontWeight: 'semibold' })}>{message.from}</span>
                <span className={css({ fontSize: 'sm', color: 'fg.muted', flexShrink: '0' })}>
                  {message.when}
                </span>
              </span>
              <span className={css({ color: 'fg.muted' })}>{message.preview}</span>
            </li>
          ))}
        </ul>
      </Card.Body>
      <Card.Footer>
        {renderLink({
          to: routeById('dashboardMessages').path,
          className: ghostLinkButtonClass,
          children: 'View All Messages',
        })}
      </Card.Footer>
    </Card.Root>
  );
}
