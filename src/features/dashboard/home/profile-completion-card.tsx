import { css } from 'styled-system/css';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import * as Card from '@/ui/card';
import { CheckCircleIcon, CircleIcon } from '@/ui/icons';
import * as Progress from '@/ui/progress';
import type { CompletionSection } from './profile-completion';

/** How complete the profile is, from the patient's own answers (docs/deviations.md). */
export function ProfileCompletionCard({
  sections,
  onComplete,
}: {
  sections: readonly CompletionSection[];
  onComplete?: (section: CompletionSection) => void;
}) {
  const done = sections.filter((section) => section.complete).length;
  const percent = Math.round((done / sections.length) * 100);
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Profile Completion</Card.Title>
        <Card.Description>
          {done}/{sections.length} sections complete
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Progress.Root value={percent}>
          <Progress.Label>Your profile</Progress.Label>
          <Progress.ValueText />
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          {sections.map((section) => (
            <li
              key={section.name}
              className={css({
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: '3',
                minHeight: '11',
              })}
            >
              <span className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
                <span
                  className={css({
                    display: 'inline-flex',
                    color: section.complete ? 'success.default' : 'fg.subtle',
                  })}
                >
                  {section.complete ? <CheckCircleIcon /> : <CircleIcon />}
                </span>
                {section.name}
              </span>
              {section.complete ? (
                <Badge tone="success">Complete</Badge>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onComplete?.(section)}
                  aria-label={`Complete ${section.name}`}
                >
                  Complete
                </Button>
              )}
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card.Root>
  );
}
