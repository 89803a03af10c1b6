import { css } from 'styled-system/css';
import * as Card from '@/ui/card';
import { BookIcon, LeafIcon, UsersIcon } from '@/ui/icons';

const resources = [
  { title: 'Understanding Genetic Testing', detail: '5 min read', Icon: BookIcon },
  {
    title: 'Support Groups for Rare Conditions',
    detail: 'Connect with families like yours',
    Icon: UsersIcon,
  },
  { title: 'Nutrition Guidelines', detail: 'Eating well with a rare condition', Icon: LeafIcon },
] as const;

export function HealthResourcesCard() {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Health Resources</Card.Title>
      </Card.Header>
      <Card.Body>
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          {resources.map(({ title, detail, Icon }) => (
            <li
              key={title}
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
                <span className={css({ fontWeight: 'semibold' })}>{title}</span>
                <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{detail}</span>
              </span>
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card.Root>
  );
}
