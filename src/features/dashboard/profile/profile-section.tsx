import { profileFields } from '@contract/profile/fields';
import { fieldsOfStep, type UserProfile } from '@contract/profile/profile';
import { defineMessages, type Message } from '@i18n/message';
import type { ProfileSection as SectionId } from '@machines/dashboard/dashboard-types';
import { css } from 'styled-system/css';
import type { StepFormDeclaration } from '@/components/step-form/declaration';
import { StepForm } from '@/components/step-form/step-form';
import { useText } from '@/lib/i18n/use-text';
import { Button } from '@/ui/button';
import * as Card from '@/ui/card';
import { answerLabelClass, answerListClass } from './answer-list-class';
import { answerText, isListAnswer } from './answer-text';

const notGiven = css({ color: 'fg.muted', fontStyle: 'italic' });

const words = defineMessages({
  edit: {
    id: 'profile.section.editButton',
    defaultMessage: 'Edit',
  },
  editSection: {
    id: 'profile.section.edit',
    defaultMessage:
      '{section, select, personalInfo {Edit personal information} medicalCondition {Edit medical condition} medicalHistory {Edit medical history} other {Edit medical assessment checklist}}',
    description: "The Edit button's name for screen readers, by profile section.",
  },
  notGiven: { id: 'profile.section.notGiven', defaultMessage: 'Not given' },
});

interface ProfileSectionProps {
  title: Message;
  section: SectionId;
  form: StepFormDeclaration<SectionId>;
  profile: UserProfile;
  editing: boolean;
  /** Another section is open: editing this one waits. */
  locked: boolean;
  onEdit(): void;
}

/** One section of the profile: the answers read out, or the same form onboarding used. */
export function ProfileSection({
  title,
  section,
  form,
  profile,
  editing,
  locked,
  onEdit,
}: ProfileSectionProps) {
  const t = useText();
  const fields = fieldsOfStep(section).filter((field) => {
    // The condition and year only mean something after "yes, diagnosed".
    if ((field === 'primaryCondition' || field === 'yearOfDiagnosis') && !profile.hasBeenDiagnosed)
      return false;
    return true;
  });
  return (
    <Card.Root>
      <Card.Header>
        <div
          className={css({
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: '3',
          })}
        >
          <Card.Title>{t(title)}</Card.Title>
          {!editing && (
            <Button
              variant="outline"
              size="sm"
              onClick={onEdit}
              disabled={locked}
              aria-label={t(words.editSection, { section })}
            >
              {t(words.edit)}
            </Button>
          )}
        </div>
      </Card.Header>
      <Card.Body>
        {editing ? (
          <StepForm form={form} />
        ) : (
          <dl className={answerListClass}>
            {fields.map((field) => {
              const items = answerText(field, profile).map((item) => t(item));
              return (
                <div key={field} className={css({ display: 'contents' })}>
                  <dt className={answerLabelClass}>{t(profileFields[field].label)}</dt>
                  <dd>
                    {items.length === 0 ? (
                      <span className={notGiven}>{t(words.notGiven)}</span>
                    ) : isListAnswer(field) ? (
                      <ul className={css({ listStyle: 'disc', ps: '5' })}>
                        {items.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    ) : (
                      items.join(', ')
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
      </Card.Body>
    </Card.Root>
  );
}
