import { LISTED_CODE_PLACES, type ListedCode } from '@contract/report';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import { Badge } from '@/ui/badge';
import * as Collapsible from '@/ui/collapsible';
import { keyedItems } from './keyed-items';
import { reportTexts } from './report-texts';

const badgeClass = css({ whiteSpace: 'normal', wordBreak: 'break-word' });

function CodeGroup({ title, codes }: { title: string; codes: string[] }) {
  return (
    <div>
      <p className={css({ fontWeight: 'medium', mt: '3' })}>{title}</p>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '2' })}>
        {keyedItems(codes, (code) => code).map(({ key, item }) => (
          <li key={key}>
            <Badge className={badgeClass}>{item}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Why are codes listed?": codes the report names outside its result (methods, gene lists,
 * examples, "not detected"), closed by default and never presented as doubt about the result.
 */
export function WhyCodesListed({ codes, elsewhere }: { codes: ListedCode[]; elsewhere: string[] }) {
  const t = useText();
  const texts = reportTexts.whyCodes;
  const groups = LISTED_CODE_PLACES.map((place) => ({
    place,
    codes: codes.filter((code) => code.where === place).map((code) => code.text),
  })).filter((group) => group.codes.length > 0);
  return (
    <Collapsible.Root>
      <Collapsible.Trigger>
        {t(texts.trigger)}
        <Collapsible.Indicator />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <section aria-label={t(texts.trigger)}>
          <p>{t(texts.text)}</p>
          {groups.map((group) => (
            <CodeGroup
              key={group.place}
              title={t(reportTexts.places[group.place])}
              codes={group.codes}
            />
          ))}
          {elsewhere.length > 0 && <CodeGroup title={t(texts.elsewhere)} codes={elsewhere} />}
        </section>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
