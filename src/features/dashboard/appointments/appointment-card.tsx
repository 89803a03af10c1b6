import { css } from 'styled-system/css';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ClockIcon, MapPinIcon, UserIcon, VideoIcon } from '@/ui/icons';
import type { Appointment } from './appointment';

export const VIDEO_NOTE = 'Video Consultation (Link will be sent 15 minutes before)';

const rowClass = css({ display: 'flex', alignItems: 'flex-start', gap: '2', color: 'fg.muted' });
const iconClass = css({ display: 'inline-flex', flexShrink: '0', mt: '0.5' });

/**
 * One appointment. Reschedule opens the booking calendar; cancelling happens through the booking
 * confirmation (the calendar service owns the booking), and the card says so.
 */
export function AppointmentCard({
  appointment,
  onReschedule,
}: {
  appointment: Appointment;
  onReschedule?: () => void;
}) {
  const isVirtual = appointment.type === 'Virtual';
  return (
    <article
      aria-labelledby={`appointment-${appointment.id}`}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
        p: '4',
        borderWidth: '1px',
        borderColor: 'border.subtle',
        borderRadius: 'lg',
        bg: 'bg.surface',
      })}
    >
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
        <h3
          id={`appointment-${appointment.id}`}
          className={css({ fontWeight: 'semibold', fontSize: 'lg' })}
        >
          {appointment.title}
        </h3>
        <Badge tone={isVirtual ? 'info' : 'accent'}>{appointment.type}</Badge>
      </div>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
        <li className={rowClass}>
          <span className={iconClass}>
            <ClockIcon size={18} />
          </span>
          {appointment.time}
        </li>
        <li className={rowClass}>
          <span className={iconClass}>
            <UserIcon size={18} />
          </span>
          {appointment.provider}
        </li>
        <li className={rowClass}>
          <span className={iconClass}>
            {isVirtual ? <VideoIcon size={18} /> : <MapPinIcon size={18} />}
          </span>
          {isVirtual ? VIDEO_NOTE : (appointment.address ?? 'Address to be confirmed')}
        </li>
      </ul>
      {appointment.notes && (
        <p className={css({ fontSize: 'sm', p: '3', bg: 'bg.subtle', borderRadius: 'md' })}>
          {appointment.notes}
        </p>
      )}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Reschedule ${appointment.title}`}
          onClick={onReschedule}
          disabled={!onReschedule}
        >
          Reschedule
        </Button>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          To cancel, use the link in your booking confirmation email.
        </p>
      </div>
    </article>
  );
}
