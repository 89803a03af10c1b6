import { routeById } from '@machines/routes/route-table';
import { css } from 'styled-system/css';
import { outlineLinkButtonClass } from '@/features/dashboard/link-button-class';
import type { RenderLink } from '@/features/dashboard/render-link';
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
  return (
    <Card.Root>
      <Card.Header>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          <span className={css({ color: 'accent.text', display: 'inline-flex' })}>
            <DnaIcon />
          </span>
          <Card.Title>{texts.title}</Card.Title>
        </div>
        <Card.Description>
          {hasReport ? texts.card.withReport : texts.card.withoutReport}
        </Card.Description>
      </Card.Header>
      <Card.Footer>
        {renderLink({
          to: routeById('dashboardReport').path,
          className: outlineLinkButtonClass,
          children: texts.card.open,
        })}
      </Card.Footer>
    </Card.Root>
  );
}
