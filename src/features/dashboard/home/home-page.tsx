import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { PageHeader } from '@/features/dashboard/page-header';
import { type RenderLink, renderAnchor } from '@/features/dashboard/render-link';
import { GeneticReportCard } from '@/features/dashboard/report/genetic-report-card';
import { formatAppointment } from '@/lib/i18n/dates';
import { useIntl } from '@/lib/i18n/use-intl';
import { useText } from '@/lib/i18n/use-text';
import { greetingTitle, greetingWords } from './greeting';
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
  /** A genetic report is on file: the card to "My genetic report" says what is there. */
  hasReport?: boolean;
}

/** Dashboard Home: greeting, upcoming visit, profile completion, messages, resources. */
export function HomePage({
  firstName,
  appointmentDate,
  renderLink = renderAnchor,
  completion,
  onCompleteProfile,
  notice,
  hasReport = false,
}: HomePageProps) {
  const intl = useIntl();
  const t = useText();
  return (
    <>
      <PageHeader title={t(greetingTitle(firstName))}>{t(greetingWords.lead)}</PageHeader>
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
            when={formatAppointment(intl, appointmentDate)}
            renderLink={renderLink}
          />
        )}
        <ProfileCompletionCard sections={completion} onComplete={onCompleteProfile} />
        <GeneticReportCard hasReport={hasReport} renderLink={renderLink} />
        <RecentMessagesCard renderLink={renderLink} />
        <HealthResourcesCard />
      </div>
    </>
  );
}
