import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { tabs } from 'styled-system/recipes';
import { keyInReadingDirection } from '@/lib/i18n/direction';

export interface AuthTab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * WAI-ARIA tabs (arrow keys, Home, End) for the sign-in page. Ark's Tabs would add about 14 KB
 * gzip to the first load of /auth, past its budget (docs/decisions.md); styling is the shared
 * tabs recipe, so it looks exactly like the design system's Tabs.
 */
export function AuthTabs({
  items,
  label,
  initial,
  value,
  onValueChange,
}: {
  items: AuthTab[];
  label: string;
  /** The tab open first (the landing page's "Get started" opens Register). */
  initial?: string;
  /** The open tab, when the page decides it ("Sign in instead" opens Login). */
  value?: string;
  onValueChange?(value: string): void;
}) {
  const [own, setOwn] = useState(
    items.find((item) => item.value === initial)?.value ?? items[0]?.value ?? '',
  );
  const selected = value ?? own;
  const setSelected = (next: string) => {
    setOwn(next);
    onValueChange?.(next);
  };
  const baseId = useId();
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const classes = tabs();

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.value === selected);
    const last = items.length - 1;
    const key = keyInReadingDirection(event.key, event.currentTarget);
    const next =
      key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : key === 'Home'
            ? 0
            : key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    setSelected(item.value);
    triggers.current[next]?.focus();
  }

  return (
    <div className={classes.root}>
      <div role="tablist" aria-label={label} className={classes.list} onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <button
            key={item.value}
            ref={(element) => {
              triggers.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.value}`}
            aria-controls={`${baseId}-panel-${item.value}`}
            aria-selected={item.value === selected}
            tabIndex={item.value === selected ? 0 : -1}
            className={classes.trigger}
            onClick={() => setSelected(item.value)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`${baseId}-panel-${item.value}`}
          aria-labelledby={`${baseId}-tab-${item.value}`}
          hidden={item.value !== selected}
          className={classes.content}
        >
          {item.value === selected && item.content}
        </div>
      ))}
    </div>
  );
}
