import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Card } from '@/ui';

const grid = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' });
const caption = css({
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.muted',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export function GallerySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        <div className={grid}>{children}</div>
      </Card.Body>
    </Card.Root>
  );
}

/** A labelled row of examples inside a section. */
export function Example({
  label,
  children,
  stack,
}: {
  label: string;
  children: ReactNode;
  stack?: boolean;
}) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2.5' })}>
      <p className={caption}>{label}</p>
      <div className={stack ? grid : row}>{children}</div>
    </div>
  );
}
