import { profileFields } from '@contract/profile/fields';
import { fieldsOfStep, type UserProfile } from '@contract/profile/profile';
import type { ProfileSection as SectionId } from '@machines/dashboard/dashboard-types';
import { css } from 'styled-system/css';
import type { StepFormDeclaration } from '@/components/step-form/declaration';
import { StepForm } from '@/components/step-form/step-form';
import { Button } from '@/ui/button';
import * as Card from '@/ui/card';
import { answerLabelClass, answerListClass } from './answer-list-class';
import { answerText } from './answer-text';

const notGiven = css({ color: 'fg.muted', fontStyle: 'italic' });

interface ProfileSectionProps {
  title: string;
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
          <Card.Title>{title}</Card.Title>
          {!editing && (
            <Button
              variant="outline"
              size="sm"
              onClick={onEdit}
              disabled={locked}
              aria-label={`Edit ${title.toLowerCase()}`}
            >
              Edit
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
              const text = answerText(field, profile);
              const empty = Array.isArray(text) ? text.length === 0 : text === '';
              return (
                <div key={field} className={css({ display: 'contents' })}>
                  <dt className={answerLabelClass}>{profileFields[field].label}</dt>
                  <dd>
                    {empty ? (
                      <span className={notGiven}>Not given</span>
                    ) : Array.isArray(text) ? (
                      <ul className={css({ listStyle: 'disc', pl: '5' })}>
                        {text.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    ) : (
                      text
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
