import { routeById } from '@machines/routes/route-table';
import { css } from 'styled-system/css';
import { outlineLinkButtonClass } from '@/features/dashboard/link-button-class';
import type { RenderLink } from '@/features/dashboard/render-link';
import { useText } from '@/lib/i18n/use-text';
import * as Card from '@/ui/card';
import { DnaIcon } from '@/ui/icons';
import { reportPageTexts as texts } from './report-page-texts';

/** The way to "My genetic report" from Home and Profile (issue 23 item 7). */
export function GeneticReportCard({
  hasReport,
  renderLink,
}: {
  hasReport: boolean;
  renderLink: RenderLink;
}) {
  const t = useText();
  return (
    <Card.Root>
      <Card.Header>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          <span className={css({ color: 'accent.text', display: 'inline-flex' })}>
            <DnaIcon />
          </span>
          <Card.Title>{t(texts.title)}</Card.Title>
        </div>
        <Card.Description>
          {t(hasReport ? texts.cardWithReport : texts.cardWithoutReport)}
        </Card.Description>
      </Card.Header>
      <Card.Footer>
        {renderLink({
          to: routeById('dashboardReport').path,
          className: outlineLinkButtonClass,
          children: t(texts.cardOpen),
        })}
      </Card.Footer>
    </Card.Root>
  );
}
