import { stepById } from '@contract/onboarding/steps';
import { emptyProfile } from '@contract/profile/profile';
import { defineMessages } from '@i18n/message';
import type { ProfileSection as SectionId } from '@machines/dashboard/dashboard-types';
import {
  selectDashboardProfile,
  selectEditedSection,
  selectIsAskingToLeave,
  selectIsSavingProfile,
  selectProfileSaveFailure,
} from '@machines/dashboard/selectors';
import { css } from 'styled-system/css';
import { renderMachineLink } from '@/components/machine-link';
import type { StepFormDeclaration } from '@/components/step-form/declaration';
import { StepFormHostProvider } from '@/components/step-form/step-form-host';
import { medicalChecklistForm } from '@/components/step-forms/medical-checklist';
import { medicalConditionForm } from '@/components/step-forms/medical-condition';
import { medicalHistoryForm } from '@/components/step-forms/medical-history';
import { personalInfoForm } from '@/components/step-forms/personal-info';
import { PageHeader } from '@/features/dashboard/page-header';
import { GeneticReportCard } from '@/features/dashboard/report/genetic-report-card';
import { useDashboardRef, useDashboardSelector } from '@/lib/app-actor';
import { draftKey, forgetDraft } from '@/lib/drafts';
import { useText } from '@/lib/i18n/use-text';
import * as Card from '@/ui/card';
import { Ltr } from '@/ui/ltr';
import { answerLabelClass, answerListClass } from './answer-list-class';
import { LeaveUnsavedDialog } from './leave-unsaved-dialog';
import { ProfileSection } from './profile-section';

const noProfile = emptyProfile();

const sections: { id: SectionId; form: StepFormDeclaration<SectionId> }[] = [
  { id: 'personalInfo', form: personalInfoForm as StepFormDeclaration<SectionId> },
  { id: 'medicalCondition', form: medicalConditionForm as StepFormDeclaration<SectionId> },
  { id: 'medicalHistory', form: medicalHistoryForm as StepFormDeclaration<SectionId> },
  { id: 'medicalChecklist', form: medicalChecklistForm as StepFormDeclaration<SectionId> },
];

const words = defineMessages({
  title: { id: 'profile.title', defaultMessage: 'Profile' },
  lead: { id: 'profile.lead', defaultMessage: 'What you have told us. You can change any of it.' },
  account: { id: 'profile.account', defaultMessage: 'Account' },
  name: { id: 'profile.account.name', defaultMessage: 'Name' },
  email: { id: 'profile.account.email', defaultMessage: 'Email' },
});

/** Profile: what the patient told us, section by section, each editable with the same rules. */
export function ProfilePage() {
  const t = useText();
  const dashboard = useDashboardRef();
  const profile = useDashboardSelector(selectDashboardProfile, noProfile);
  const editing = useDashboardSelector(selectEditedSection, null);
  const saving = useDashboardSelector(selectIsSavingProfile, false);
  const failure = useDashboardSelector(selectProfileSaveFailure, null);
  const askingToLeave = useDashboardSelector(selectIsAskingToLeave, false);
  // Leaving anyway drops the answers, so they are not offered back on the next Edit.
  const leave = () => {
    if (editing) forgetDraft(draftKey(profile.email, 'profile', editing));
    dashboard?.send({ type: 'profile.leaveConfirmed' });
  };
  // The checklist is only asked without a genetic report.
  const shown = sections.filter((s) => s.id !== 'medicalChecklist' || !profile.hasGeneticReport);

  return (
    <>
      <PageHeader title={t(words.title)}>{t(words.lead)}</PageHeader>
      <StepFormHostProvider
        value={{
          mode: 'profile',
          profile,
          saving,
          failure,
          submit: (step, values) => dashboard?.send({ type: 'step.submitted', step, values }),
          cancel: () => dashboard?.send({ type: 'profile.editCancelled' }),
          reportUnsaved: (unsaved) => dashboard?.send({ type: 'profile.editChanged', unsaved }),
          signal: () => {},
        }}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
          <Card.Root>
            <Card.Header>
              <Card.Title>{t(words.account)}</Card.Title>
            </Card.Header>
            <Card.Body>
              <dl className={answerListClass}>
                <dt className={answerLabelClass}>{t(words.name)}</dt>
                <dd>{profile.name}</dd>
                <dt className={answerLabelClass}>{t(words.email)}</dt>
                <dd>
                  <Ltr>{profile.email}</Ltr>
                </dd>
              </dl>
            </Card.Body>
          </Card.Root>
          <GeneticReportCard
            hasReport={profile.latestReportId !== null}
            renderLink={renderMachineLink}
          />
          {shown.map((section) => (
            <ProfileSection
              key={section.id}
              section={section.id}
              title={stepById(section.id).title}
              form={section.form}
              profile={profile}
              editing={editing === section.id}
              locked={editing !== null && editing !== section.id}
              onEdit={() => dashboard?.send({ type: 'profile.edit', section: section.id })}
            />
          ))}
        </div>
      </StepFormHostProvider>
      {askingToLeave && editing && (
        <LeaveUnsavedDialog
          section={t(stepById(editing).title).toLocaleLowerCase()}
          onStay={() => dashboard?.send({ type: 'profile.leaveCancelled' })}
          onLeave={leave}
        />
      )}
    </>
  );
}
