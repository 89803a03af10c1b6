import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { PageHeader } from '@/features/dashboard/page-header';
import { type RenderLink, renderAnchor } from '@/features/dashboard/render-link';
import { formatAppointmentDate } from './appointment-date';
import { greetingLead, greetingTitle } from './greeting';
import { HealthResourcesCard } from './health-resources-card';
import type { CompletionSection } from './profile-completion';
import { ProfileCompletionCard } from './profile-completion-card';
import { RecentMessagesCard } from './recent-messages-card';
import { UpcomingAppointmentCard } from './upcoming-appointment-card';

export interface HomePageProps {
  firstName: string | null | undefined;
  /** ISO date of the booked genetic counseling visit, or null when none is booked. */
  appointmentDate: string | null;
  renderLink?: RenderLink;
  completion: readonly CompletionSection[];
  /** "Complete" on an unfinished section: opens it on the Profile page. */
  onCompleteProfile?: (section: CompletionSection) => void;
  /** Shown above the cards ("Confirm your email"). */
  notice?: ReactNode;
}

/** Dashboard Home: greeting, upcoming visit, profile completion, messages, resources. */
export function HomePage({
  firstName,
  appointmentDate,
  renderLink = renderAnchor,
  completion,
  onCompleteProfile,
  notice,
}: HomePageProps) {
  return (
    <>
      <PageHeader title={greetingTitle(firstName)}>{greetingLead}</PageHeader>
      <div
        className={css({
          display: 'grid',
          gap: '5',
          gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        })}
      >
        {notice}
        {appointmentDate && (
          <UpcomingAppointmentCard
            when={formatAppointmentDate(appointmentDate)}
            renderLink={renderLink}
          />
        )}
        <ProfileCompletionCard sections={completion} onComplete={onCompleteProfile} />
        <RecentMessagesCard renderLink={renderLink} />
        <HealthResourcesCard />
      </div>
    </>
  );
}
