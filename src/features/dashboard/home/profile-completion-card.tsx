import { css } from 'styled-system/css';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import * as Card from '@/ui/card';
import { CheckCircleIcon, CircleIcon } from '@/ui/icons';
import * as Progress from '@/ui/progress';

/** Fixed by the spec: the dashboard does not compute completion yet. */
const COMPLETION_PERCENT = 75;
const sections = [
  { name: 'Personal', complete: true },
  { name: 'Medical', complete: true },
  { name: 'Genetic', complete: true },
  { name: 'Family History', complete: false },
] as const;

export function ProfileCompletionCard({ onComplete }: { onComplete?: () => void }) {
  const done = sections.filter((section) => section.complete).length;
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Profile Completion</Card.Title>
        <Card.Description>
          {done}/{sections.length} sections complete
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Progress.Root value={COMPLETION_PERCENT}>
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
                  onClick={onComplete}
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
