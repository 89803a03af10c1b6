import type { MouseEvent, ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { type ButtonVariantProps, button } from 'styled-system/recipes';

interface ActionLinkProps extends ButtonVariantProps {
  href: string;
  /** When given, the app handles the move (its statechart owns the URL); the href is the fallback. */
  onNavigate?: () => void;
  className?: string;
  children: ReactNode;
}

/** A navigation that looks like a button: a real link, so it also works before wiring. */
export function ActionLink({
  href,
  onNavigate,
  className,
  children,
  ...variants
}: ActionLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate) return;
    // Let modified clicks open a new tab as usual.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate();
  };
  return (
    <a href={href} onClick={onClick} className={cx(button(variants), className)}>
      {children}
    </a>
  );
}
