import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import * as Alert from '@/ui/alert';
import { reportTexts } from './report-texts';

/**
 * The document is not a genetic test report (a recipe, an invoice, a photo of something else):
 * nothing is listed from it. `actions` offers another file, or keeping this one anyway.
 */
export function NotAReport({ actions }: { actions?: ReactNode }) {
  const t = useText();
  return (
    <Alert.Root status="info" role="region" aria-label={t(reportTexts.notReport.title)}>
      <Alert.Icon />
      <Alert.Content>
        <Alert.Title asChild>
          <h2>{t(reportTexts.notReport.title)}</h2>
        </Alert.Title>
        <Alert.Description>{t(reportTexts.notReport.text)}</Alert.Description>
        {actions && <div className={css({ mt: '3' })}>{actions}</div>}
      </Alert.Content>
    </Alert.Root>
  );
}
