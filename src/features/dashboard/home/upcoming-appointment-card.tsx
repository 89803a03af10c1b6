import { defineMessages } from '@i18n/message';
import { routeById } from '@machines/routes/route-table';
import { css } from 'styled-system/css';
import { outlineLinkButtonClass } from '@/features/dashboard/link-button-class';
import type { RenderLink } from '@/features/dashboard/render-link';
import { useText } from '@/lib/i18n/use-text';
import { Badge } from '@/ui/badge';
import * as Card from '@/ui/card';
import { CalendarIcon, VideoIcon } from '@/ui/icons';

const words = defineMessages({
  title: { id: 'home.upcoming.title', defaultMessage: 'Upcoming Genetic Counseling' },
  virtual: { id: 'home.upcoming.virtual', defaultMessage: 'Virtual appointment' },
  dateUnknown: { id: 'home.upcoming.dateUnknown', defaultMessage: 'Date to be confirmed' },
  video: {
    id: 'home.upcoming.video',
    defaultMessage: 'Genetic counseling by video. The link will be sent 15 minutes before.',
  },
  details: { id: 'home.upcoming.details', defaultMessage: 'View Details' },
});

export function UpcomingAppointmentCard({
  when,
  renderLink,
}: {
  /** Already formatted; null when the stored date could not be read. */
  when: string | null;
  renderLink: RenderLink;
}) {
  const t = useText();
  return (
    <Card.Root>
      <Card.Header>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
          <Card.Title>{t(words.title)}</Card.Title>
          <Badge tone="accent">
            <VideoIcon size={14} />
            {t(words.virtual)}
          </Badge>
        </div>
      </Card.Header>
      <Card.Body>
        <p className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'lg' })}>
          <span className={css({ color: 'accent.text', display: 'inline-flex' })}>
            <CalendarIcon />
          </span>
          {when ?? t(words.dateUnknown)}
        </p>
        <p className={css({ color: 'fg.muted' })}>{t(words.video)}</p>
      </Card.Body>
      <Card.Footer>
        {renderLink({
          to: routeById('dashboardCalendar').path,
          className: outlineLinkButtonClass,
          children: t(words.details),
        })}
      </Card.Footer>
    </Card.Root>
  );
}
