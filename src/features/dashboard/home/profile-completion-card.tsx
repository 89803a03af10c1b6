import { defineMessages } from '@i18n/message';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import * as Card from '@/ui/card';
import { CheckCircleIcon, CircleIcon } from '@/ui/icons';
import * as Progress from '@/ui/progress';
import type { CompletionSection } from './profile-completion';

const words = defineMessages({
  title: { id: 'home.completion.title', defaultMessage: 'Profile Completion' },
  count: {
    id: 'home.completion.count',
    defaultMessage: '{done}/{total} sections complete',
  },
  yourProfile: { id: 'home.completion.yourProfile', defaultMessage: 'Your profile' },
  complete: { id: 'home.completion.complete', defaultMessage: 'Complete' },
  done: {
    id: 'home.completion.done',
    defaultMessage: 'Done',
    description: 'A finished section of the profile; another word than the "Complete" button.',
  },
  completeSection: { id: 'home.completion.completeSection', defaultMessage: 'Complete {section}' },
});

/** How complete the profile is, from the patient's own answers (docs/deviations.md). */
export function ProfileCompletionCard({
  sections,
  onComplete,
}: {
  sections: readonly CompletionSection[];
  onComplete?: (section: CompletionSection) => void;
}) {
  const t = useText();
  const done = sections.filter((section) => section.complete).length;
  const percent = Math.round((done / sections.length) * 100);
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{t(words.title)}</Card.Title>
        <Card.Description>{t(words.count, { done, total: sections.length })}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Progress.Root value={percent}>
          <Progress.Label>{t(words.yourProfile)}</Progress.Label>
          <Progress.ValueText />
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          {sections.map((section) => (
            <li
              key={section.section}
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
                {t(section.name)}
              </span>
              {section.complete ? (
                <Badge tone="success">{t(words.done)}</Badge>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onComplete?.(section)}
                  aria-label={t(words.completeSection, { section: section.name })}
                >
                  {t(words.complete)}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card.Root>
  );
}
