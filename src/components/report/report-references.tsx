import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import * as Collapsible from '@/ui/collapsible';
import { keyedItems } from './keyed-items';
import { reportTexts } from './report-texts';

const PUBMED = 'https://pubmed.ncbi.nlm.nih.gov/';

/** The report's general references (guidelines, methods): apart from any variant's PubMed ids. */
export function ReportReferences({ ids }: { ids: string[] }) {
  const t = useText();
  const texts = reportTexts.references;
  return (
    <Collapsible.Root>
      <Collapsible.Trigger>
        {t(texts.title)}
        <Collapsible.Indicator />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <section aria-label={t(texts.title)}>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t(texts.text)}</p>
          <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '2' })}>
            {keyedItems(ids, (id) => id).map(({ key, item }) => (
              <li key={key}>
                <a
                  href={`${PUBMED}${encodeURIComponent(item)}/`}
                  target="_blank"
                  rel="noreferrer noopener"
                  className={css({ color: 'accent.text', textDecoration: 'underline' })}
                >
                  {t(texts.link, { id: item })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
