import { checklistQuestions } from '@contract/options/checklist';
import { genderOptions } from '@contract/options/genders';
import { usStates } from '@contract/options/us-states';
import { profileFields } from '@contract/profile/fields';
import type { UserProfile } from '@contract/profile/profile';
import type { ReportResult } from '@contract/report';
import type { Message } from '@i18n/message';
import type { SummaryPageStatus } from '@machines/dashboard/selectors';
import { isValid, parseISO } from 'date-fns';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { PageHeader } from '@/features/dashboard/page-header';
import { formatAppointment } from '@/lib/i18n/dates';
import type { AppIntl } from '@/lib/i18n/intl';
import { useIntl } from '@/lib/i18n/use-intl';
import { useText } from '@/lib/i18n/use-text';
import * as Alert from '@/ui/alert';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { summaryText as text } from './summary-text';
import { VariantsTable } from './variants-table';

export interface SummaryPageProps {
  status: SummaryPageStatus;
  profile: UserProfile;
  report: ReportResult | null;
  preparedAt: Date;
  onPrint(): void;
  onRetry(): void;
}

const mutedClass = css({ color: 'fg.muted' });
const sectionClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5',
  py: '3',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderColor: 'border.default',
  breakInside: 'avoid',
  _print: { py: '1.5', gap: '1' },
});
const headingClass = css({ fontSize: 'lg', fontWeight: 'semibold', _print: { fontSize: 'md' } });

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={sectionClass} aria-label={title}>
      <h2 className={headingClass}>{title}</h2>
      {children}
    </section>
  );
}

function Items({ items }: { items: readonly ReactNode[] }) {
  const t = useText();
  if (items.length === 0) return <p className={mutedClass}>{t(text.notGiven)}</p>;
  return (
    <ul className={css({ listStyle: 'disc', ps: '5', _print: { columns: 2, columnGap: '8' } })}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the patient's own list, never reordered here
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** A symptom is text, or `{ text, hpo_id }` once the patient chose an HPO term. */
function SymptomItem({ symptom }: { symptom: unknown }): ReactNode {
  const t = useText();
  if (typeof symptom === 'string') return symptom;
  const { text: words, hpo_id: id } = (symptom ?? {}) as { text?: string; hpo_id?: string };
  return (
    <>
      {words ?? id}
      {id && <span className={mutedClass}> ({t(text.hpoTerm, { id })})</span>}
    </>
  );
}

function Facts({ rows }: { rows: [string, string | null][] }) {
  const t = useText();
  return (
    <dl
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
        columnGap: '4',
        rowGap: '0.5',
        _print: { gridTemplateColumns: 'max-content 1fr max-content 1fr' },
      })}
    >
      {rows.map(([label, value]) => (
        <div key={label} className={css({ display: 'contents' })}>
          <dt className={css({ fontWeight: 'semibold' })}>{label}</dt>
          <dd className={value ? undefined : mutedClass}>{value || t(text.notGiven)}</dd>
        </div>
      ))}
    </dl>
  );
}

const dateOf = (intl: AppIntl, value: string | null) => {
  const date = value ? parseISO(value) : null;
  return date && isValid(date) ? intl.formatDate(date, { dateStyle: 'long' }) : null;
};

function checklistShown(profile: UserProfile): boolean {
  return profile.checklistItems.length > 0 || profile.hasGeneticReport === false;
}

/** What the patient told us and what their report says, laid out to print on one or two pages. */
export function SummaryPage({
  status,
  profile,
  report,
  preparedAt,
  onPrint,
  onRetry,
}: SummaryPageProps) {
  const t = useText();
  const intl = useIntl();
  const labels = text;
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.name;
  const optional = (label: Message | undefined) => (label ? t(label) : null);
  const familyHistory =
    profile.familyHistory && profile.familyHistory !== profileFields.familyHistory.savedWhenEmpty
      ? profile.familyHistory
      : null;
  const yes = checklistQuestions.filter((question) => profile.checklistItems.includes(question.id));
  const appointment = formatAppointment(intl, profile.appointmentDate);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', maxWidth: '56rem' })}>
      <div className={css({ _print: { display: 'none' } })}>
        <PageHeader title={t(text.title)}>{t(text.lead)}</PageHeader>
      </div>
      {status === 'loading' && (
        <div
          role="status"
          aria-live="polite"
          className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
        >
          <span className={css({ srOnly: true })}>{t(text.loading)}</span>
          <Skeleton className={css({ height: '24' })} />
          <Skeleton className={css({ height: '48' })} />
        </div>
      )}
      {status === 'unavailable' && (
        <Alert.Root status="error">
          <Alert.Icon />
          <Alert.Content>
            <Alert.Title>{t(text.unavailableTitle)}</Alert.Title>
            <Alert.Description>
              {t(text.unavailableDescription)}{' '}
              <Button variant="ghost" size="sm" onClick={onRetry}>
                {t(text.tryAgain)}
              </Button>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {status === 'ready' && (
        <>
          <div
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: '3',
              mb: '2',
              _print: { display: 'none' },
            })}
          >
            <Button onClick={onPrint}>{t(text.print)}</Button>
            <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t(text.printHelp)}</span>
          </div>
          <article
            aria-label={t(text.title)}
            className={css({
              bg: 'bg.surface',
              borderRadius: 'xl',
              border: '1px solid',
              borderColor: 'border.default',
              px: { base: '4', md: '6' },
              py: '4',
              // Paper is white whatever the theme on screen: black text, light rules.
              _print: {
                border: 'none',
                p: '0',
                bg: 'transparent',
                color: '#111',
                fontSize: '10pt',
                lineHeight: '1.35',
                '& *': { color: '#111 !important', borderColor: '#bbb !important' },
              },
            })}
          >
            <header
              className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', pb: '2' })}
            >
              <p className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
                {t(text.heading, { name: name || t(text.notGiven) })}
              </p>
              <p className={mutedClass}>
                {t(text.preparedOn, { date: intl.formatDate(preparedAt, { dateStyle: 'long' }) })}
              </p>
            </header>
            <Section title={t(text.patient)}>
              <Facts
                rows={[
                  [t(labels.name), name],
                  [t(labels.dateOfBirth), dateOf(intl, profile.dateOfBirth)],
                  [
                    t(labels.gender),
                    optional(genderOptions.find((o) => o.value === profile.gender)?.label),
                  ],
                  [t(labels.pronouns), profile.pronouns || null],
                  [t(labels.state), optional(usStates.find((s) => s.code === profile.state)?.name)],
                  [t(labels.email), profile.email || null],
                ]}
              />
            </Section>
            <Section title={t(text.diagnosis)}>
              {profile.hasBeenDiagnosed && profile.primaryCondition ? (
                <Facts
                  rows={[
                    [t(labels.condition), profile.primaryCondition],
                    [t(labels.diagnosedIn), profile.yearOfDiagnosis || null],
                  ]}
                />
              ) : (
                <p>{t(labels.notDiagnosed)}</p>
              )}
            </Section>
            <Section title={t(text.symptoms)}>
              <Items
                items={(profile.primarySymptoms as unknown[]).map((symptom, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the patient's own list, never reordered here
                  <SymptomItem key={index} symptom={symptom} />
                ))}
              />
            </Section>
            <Section title={t(text.medications)}>
              <Items items={profile.medications} />
            </Section>
            <Section title={t(text.otherConditions)}>
              <Items items={profile.otherConditions} />
            </Section>
            <Section title={t(text.familyHistory)}>
              <p className={familyHistory ? css({ whiteSpace: 'pre-wrap' }) : mutedClass}>
                {familyHistory ?? t(text.notGiven)}
              </p>
            </Section>
            {checklistShown(profile) && (
              <Section title={t(text.checklist)}>
                {yes.length > 0 ? (
                  <>
                    <p>{t(text.checklistYes)}</p>
                    <Items items={yes.map((question) => t(question.label))} />
                  </>
                ) : (
                  <p>{t(text.checklistNone)}</p>
                )}
                <p className={mutedClass}>
                  {t(text.checklistRest, { count: checklistQuestions.length - yes.length })}
                </p>
              </Section>
            )}
            <Section title={t(text.variants)}>
              {report ? <VariantsTable report={report} /> : <p>{t(text.noReport)}</p>}
            </Section>
            <Section title={t(text.appointment)}>
              <p>{appointment ? t(text.virtual, { when: appointment }) : t(text.noAppointment)}</p>
            </Section>
          </article>
        </>
      )}
    </div>
  );
}
