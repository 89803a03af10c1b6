import { defineMessages } from '@i18n/message';
import { css } from 'styled-system/css';
import { formatTimeOfDay } from '@/lib/i18n/dates';
import { useIntl } from '@/lib/i18n/use-intl';
import { useText } from '@/lib/i18n/use-text';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ClockIcon, MapPinIcon, UserIcon, VideoIcon } from '@/ui/icons';
import type { Appointment } from './appointment';

const words = defineMessages({
  videoNote: {
    id: 'appointments.card.videoNote',
    defaultMessage: 'Video Consultation (Link will be sent 15 minutes before)',
  },
  addressUnknown: {
    id: 'appointments.card.addressUnknown',
    defaultMessage: 'Address to be confirmed',
  },
  virtual: { id: 'appointments.card.virtual', defaultMessage: 'Virtual' },
  inPerson: { id: 'appointments.card.inPerson', defaultMessage: 'In-person' },
  reschedule: { id: 'appointments.card.reschedule', defaultMessage: 'Reschedule' },
  rescheduleOne: { id: 'appointments.card.rescheduleOne', defaultMessage: 'Reschedule {title}' },
  cancelNote: {
    id: 'appointments.card.cancelNote',
    defaultMessage: 'To cancel, use the link in your booking confirmation email.',
  },
});

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
  const intl = useIntl();
  const t = useText();
  const isVirtual = appointment.type === 'Virtual';
  const title = t(appointment.title);
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
          {title}
        </h3>
        <Badge tone={isVirtual ? 'info' : 'accent'}>
          {t(isVirtual ? words.virtual : words.inPerson)}
        </Badge>
      </div>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
        <li className={rowClass}>
          <span className={iconClass}>
            <ClockIcon size={18} />
          </span>
          {formatTimeOfDay(intl, appointment.date)}
        </li>
        <li className={rowClass}>
          <span className={iconClass}>
            <UserIcon size={18} />
          </span>
          {t(appointment.provider)}
        </li>
        <li className={rowClass}>
          <span className={iconClass}>
            {isVirtual ? <VideoIcon size={18} /> : <MapPinIcon size={18} />}
          </span>
          {isVirtual ? t(words.videoNote) : (appointment.address ?? t(words.addressUnknown))}
        </li>
      </ul>
      {appointment.notes && (
        <p className={css({ fontSize: 'sm', p: '3', bg: 'bg.subtle', borderRadius: 'md' })}>
          {t(appointment.notes)}
        </p>
      )}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <Button
          variant="outline"
          size="sm"
          aria-label={t(words.rescheduleOne, { title })}
          onClick={onReschedule}
          disabled={!onReschedule}
        >
          {t(words.reschedule)}
        </Button>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t(words.cancelNote)}</p>
      </div>
    </article>
  );
}
