import type { ReactNode } from 'react';
import type { LinkRenderProps } from '@/components/machine-link';

export type { LinkRenderProps } from '@/components/machine-link';

/**
 * Renders an in-app link. The dashboard passes `renderMachineLink` (components/machine-link.tsx) so moves
 * stay client-side; the default is a plain anchor so every screen also works on its own.
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

export const renderAnchor: RenderLink = ({ to, ...props }) => <a href={to} {...props} />;
