import type { ReactNode } from 'react';

/** What a dashboard link needs. */
export interface LinkRenderProps {
  to: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
}

/**
 * Renders an in-app link. The app passes `renderMachineLink` (src/app/machine-link.tsx) so moves
 * stay client-side; the default is a plain anchor so every screen also works on its own.
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

export const renderAnchor: RenderLink = ({ to, ...props }) => <a href={to} {...props} />;
