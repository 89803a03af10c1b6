import { checklistQuestions } from '@contract/options/checklist';
import { genderOptions } from '@contract/options/genders';
import { usStates } from '@contract/options/us-states';
import { profileFields } from '@contract/profile/fields';
import type { UserProfile } from '@contract/profile/profile';
import type { ReportResult } from '@contract/report';
import type { SummaryPageStatus } from '@machines/dashboard/selectors';
import { format, isValid, parseISO } from 'date-fns';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { formatAppointmentDate } from '@/features/dashboard/home/appointment-date';
import { PageHeader } from '@/features/dashboard/page-header';
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
  if (items.length === 0) return <p className={mutedClass}>{text.notGiven}</p>;
  return (
    <ul className={css({ listStyle: 'disc', pl: '5', _print: { columns: 2, columnGap: '8' } })}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the patient's own list, never reordered here
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** A symptom is text, or `{ text, hpo_id }` once the patient chose an HPO term. */
function symptomItem(symptom: unknown): ReactNode {
  if (typeof symptom === 'string') return symptom;
  const { text: words, hpo_id: id } = (symptom ?? {}) as { text?: string; hpo_id?: string };
  return (
    <>
      {words ?? id}
      {id && <span className={mutedClass}> ({text.hpoTerm(id)})</span>}
    </>
  );
}

function Facts({ rows }: { rows: [string, string | null][] }) {
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
          <dd className={value ? undefined : mutedClass}>{value || text.notGiven}</dd>
        </div>
      ))}
    </dl>
  );
}

const dateOf = (value: string | null, pattern: string) => {
  const date = value ? parseISO(value) : null;
  return date && isValid(date) ? format(date, pattern) : null;
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
  const labels = text.labels;
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.name;
  const familyHistory =
    profile.familyHistory && profile.familyHistory !== profileFields.familyHistory.savedWhenEmpty
      ? profile.familyHistory
      : null;
  const yes = checklistQuestions.filter((question) => profile.checklistItems.includes(question.id));
  const appointment = formatAppointmentDate(profile.appointmentDate);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', maxWidth: '56rem' })}>
      <div className={css({ _print: { display: 'none' } })}>
        <PageHeader title={text.title}>{text.lead}</PageHeader>
      </div>
      {status === 'loading' && (
        <div
          role="status"
          aria-live="polite"
          className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
        >
          <span className={css({ srOnly: true })}>{text.loading}</span>
          <Skeleton className={css({ height: '24' })} />
          <Skeleton className={css({ height: '48' })} />
        </div>
      )}
      {status === 'unavailable' && (
        <Alert.Root status="error">
          <Alert.Icon />
          <Alert.Content>
            <Alert.Title>{text.unavailableTitle}</Alert.Title>
            <Alert.Description>
              {text.unavailableDescription}{' '}
              <Button variant="ghost" size="sm" onClick={onRetry}>
                {text.tryAgain}
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
            <Button onClick={onPrint}>{text.print}</Button>
            <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{text.printHelp}</span>
          </div>
          <article
            aria-label={text.title}
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
                {text.title}: {name || text.notGiven}
              </p>
              <p className={mutedClass}>{text.preparedOn(format(preparedAt, 'MMMM d, yyyy'))}</p>
            </header>
            <Section title={text.sections.patient}>
              <Facts
                rows={[
                  [labels.name, name],
                  [labels.dateOfBirth, dateOf(profile.dateOfBirth, 'MMMM d, yyyy')],
                  [
                    labels.gender,
                    genderOptions.find((o) => o.value === profile.gender)?.label ?? null,
                  ],
                  [labels.pronouns, profile.pronouns || null],
                  [labels.state, usStates.find((s) => s.code === profile.state)?.name ?? null],
                  [labels.email, profile.email || null],
                ]}
              />
            </Section>
            <Section title={text.sections.diagnosis}>
              {profile.hasBeenDiagnosed && profile.primaryCondition ? (
                <Facts
                  rows={[
                    [labels.condition, profile.primaryCondition],
                    [labels.diagnosedIn, profile.yearOfDiagnosis || null],
                  ]}
                />
              ) : (
                <p>{labels.notDiagnosed}</p>
              )}
            </Section>
            <Section title={text.sections.symptoms}>
              <Items items={(profile.primarySymptoms as unknown[]).map(symptomItem)} />
            </Section>
            <Section title={text.sections.medications}>
              <Items items={profile.medications} />
            </Section>
            <Section title={text.sections.otherConditions}>
              <Items items={profile.otherConditions} />
            </Section>
            <Section title={text.sections.familyHistory}>
              <p className={familyHistory ? css({ whiteSpace: 'pre-wrap' }) : mutedClass}>
                {familyHistory ?? text.notGiven}
              </p>
            </Section>
            {checklistShown(profile) && (
              <Section title={text.sections.checklist}>
                {yes.length > 0 ? (
                  <>
                    <p>{text.checklistYes}</p>
                    <Items items={yes.map((question) => question.label)} />
                  </>
                ) : (
                  <p>{text.checklistNone}</p>
                )}
                <p className={mutedClass}>
                  {text.checklistRest(checklistQuestions.length - yes.length)}
                </p>
              </Section>
            )}
            <Section title={text.sections.variants}>
              {report ? <VariantsTable report={report} /> : <p>{text.noReport}</p>}
            </Section>
            <Section title={text.sections.appointment}>
              <p>{appointment ? `${text.virtual}: ${appointment}` : text.noAppointment}</p>
            </Section>
          </article>
        </>
      )}
    </div>
  );
}
