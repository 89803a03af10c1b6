import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/** The one h1 of a dashboard page, with an optional line under it. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    // Items as wide as their text: a toast in the top corner keeps clear of a short heading.
    <header
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: '1',
        mb: '6',
      })}
    >
      {/* The greeting holds the patient's name: a long word wraps instead of running off. */}
      <h1
        className={css({
          fontSize: { base: '2xl', md: '3xl' },
          fontWeight: 'bold',
          overflowWrap: 'anywhere',
        })}
      >
        {title}
      </h1>
      {children && <p className={css({ color: 'fg.muted', fontSize: 'md' })}>{children}</p>}
    </header>
  );
}
