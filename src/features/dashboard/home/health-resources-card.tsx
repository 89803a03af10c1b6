import { defineMessages, withValues } from '@i18n/message';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import * as Card from '@/ui/card';
import { BookIcon, LeafIcon, UsersIcon } from '@/ui/icons';

const words = defineMessages({
  title: { id: 'home.resources.title', defaultMessage: 'Health Resources' },
  testing: { id: 'home.resources.testing.title', defaultMessage: 'Understanding Genetic Testing' },
  testingDetail: {
    id: 'home.resources.testing.detail',
    defaultMessage: '{minutes, plural, other {# min read}}',
  },
  groups: {
    id: 'home.resources.groups.title',
    defaultMessage: 'Support Groups for Rare Conditions',
  },
  groupsDetail: {
    id: 'home.resources.groups.detail',
    defaultMessage: 'Connect with families like yours',
  },
  nutrition: { id: 'home.resources.nutrition.title', defaultMessage: 'Nutrition Guidelines' },
  nutritionDetail: {
    id: 'home.resources.nutrition.detail',
    defaultMessage: 'Eating well with a rare condition',
  },
});

const resources = [
  { title: words.testing, detail: withValues(words.testingDetail, { minutes: 5 }), Icon: BookIcon },
  { title: words.groups, detail: words.groupsDetail, Icon: UsersIcon },
  { title: words.nutrition, detail: words.nutritionDetail, Icon: LeafIcon },
] as const;

export function HealthResourcesCard() {
  const t = useText();
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{t(words.title)}</Card.Title>
      </Card.Header>
      <Card.Body>
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          {resources.map(({ title, detail, Icon }) => (
            <li
              key={title.id}
              className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}
            >
              <span
                className={css({
                  display: 'inline-flex',
                  p: '2',
                  borderRadius: 'lg',
                  bg: 'accent.subtle',
                  color: 'accent.text',
                })}
              >
                <Icon />
              </span>
              <span className={css({ display: 'flex', flexDirection: 'column' })}>
                <span className={css({ fontWeight: 'semibold' })}>{t(title)}</span>
                <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t(detail)}</span>
              </span>
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card.Root>
  );
}
