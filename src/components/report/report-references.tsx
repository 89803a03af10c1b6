import { css } from 'styled-system/css';
import * as Collapsible from '@/ui/collapsible';
import { keyedItems } from './keyed-items';
import { reportTexts } from './report-texts';

const PUBMED = 'https://pubmed.ncbi.nlm.nih.gov/';

/** The report's general references (guidelines, methods): apart from any variant's PubMed ids. */
export function ReportReferences({ ids }: { ids: string[] }) {
  const texts = reportTexts.references;
  return (
    <Collapsible.Root>
      <Collapsible.Trigger>
        {texts.title}
        <Collapsible.Indicator />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <section aria-label={texts.title}>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{texts.text}</p>
          <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '2' })}>
            {keyedItems(ids, (id) => id).map(({ key, item }) => (
              <li key={key}>
                <a
                  href={`${PUBMED}${encodeURIComponent(item)}/`}
                  target="_blank"
                  rel="noreferrer noopener"
                  className={css({ color: 'accent.text', textDecoration: 'underline' })}
                >
                  {texts.link(item)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
