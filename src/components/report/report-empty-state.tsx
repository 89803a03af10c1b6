import { defineMessage } from '@i18n/message';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import * as Card from '@/ui/card';
import { InfoIcon } from '@/ui/icons';

const stillContinue = defineMessage({
  id: 'report.empty.stillContinue',
  defaultMessage: 'You can still continue; a genetic counselor will review your report with you.',
});

/**
 * A calm "nothing found" card: what happened, and room for what we do have. In the onboarding
 * wizard it adds that the patient can still go on (Next stays available).
 */
export function ReportEmptyState({
  title,
  description,
  whileOnboarding = false,
  children,
}: {
  title: string;
  description: string;
  whileOnboarding?: boolean;
  children?: ReactNode;
}) {
  const t = useText();
  return (
    <Card.Root>
      <Card.Header>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          <span className={css({ color: 'info.text', display: 'inline-flex' })}>
            <InfoIcon size={24} />
          </span>
          <Card.Title>{title}</Card.Title>
        </div>
        <Card.Description>{description}</Card.Description>
      </Card.Header>
      <Card.Body>
        {whileOnboarding && <p className={css({ color: 'fg.muted' })}>{t(stillContinue)}</p>}
        {children}
      </Card.Body>
    </Card.Root>
  );
}
