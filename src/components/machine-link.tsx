import { eventForLocation } from '@machines/routes/location';
import type { MouseEvent, ReactNode } from 'react';
import { AppActorContext } from '@/lib/app-actor';

/** What an in-app link needs. */
export interface LinkRenderProps {
  to: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
}

/**
 * An in-app link: a plain click becomes the `xstate.route` event for its address, the machine
 * accepts or refuses it, and route sync moves the URL. Modified clicks (new tab, new window) keep
 * the browser's own behaviour. react-router's <Link> is not used: its module brings the framework
 * mode's prefetching with it (about 3 KB gzip on every page, docs/decisions.md).
 */
function MachineLink({ to, ...props }: LinkRenderProps) {
  const app = AppActorContext.useActorRef();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const route = eventForLocation({ pathname: to });
    if (!route) return;
    event.preventDefault();
    app.send(route);
  };
  return <a href={to} onClick={onClick} {...props} />;
}

export function renderMachineLink(props: LinkRenderProps) {
  return <MachineLink {...props} />;
}
