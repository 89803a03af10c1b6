import { routeById } from '@machines/routes/route-table';
import { css } from 'styled-system/css';
import { outlineLinkButtonClass } from '@/features/dashboard/link-button-class';
import type { RenderLink } from '@/features/dashboard/render-link';
import { Badge } from '@/ui/badge';
import * as Card from '@/ui/card';
import { CalendarIcon, VideoIcon } from '@/ui/icons';

export function UpcomingAppointmentCard({
  when,
  renderLink,
}: {
  /** Already formatted; null when the stored date could not be read. */
  when: string | null;
  renderLink: RenderLink;
}) {
  return (
    <Card.Root>
      <Card.Header>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
          <Card.Title>Upcoming Genetic Counseling</Card.Title>
          <Badge tone="accent">
            <VideoIcon size={14} />
            Virtual appointment
          </Badge>
        </div>
      </Card.Header>
      <Card.Body>
        <p className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'lg' })}>
          <span className={css({ color: 'accent.text', display: 'inline-flex' })}>
            <CalendarIcon />
          </span>
          {when ?? 'Date to be confirmed'}
        </p>
        <p className={css({ color: 'fg.muted' })}>
          Genetic counseling by video. The link will be sent 15 minutes before.
        </p>
      </Card.Body>
      <Card.Footer>
        {renderLink({
          to: routeById('dashboardCalendar').path,
          className: outlineLinkButtonClass,
          children: 'View Details',
        })}
      </Card.Footer>
    </Card.Root>
  );
}
