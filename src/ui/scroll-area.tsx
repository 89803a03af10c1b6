import { ScrollArea as ArkScrollArea } from '@ark-ui/react/scroll-area';
import type { ComponentProps, ReactNode } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { scrollArea } from 'styled-system/recipes';

const { withProvider, withContext } = createStyleContext(scrollArea);

const StyledRoot = withProvider(ArkScrollArea.Root, 'root');
export const Viewport = withContext(ArkScrollArea.Viewport, 'viewport');
export const Content = withContext(ArkScrollArea.Content, 'content');
export const Scrollbar = withContext(ArkScrollArea.Scrollbar, 'scrollbar');
export const Thumb = withContext(ArkScrollArea.Thumb, 'thumb');

export type RootProps = Omit<ComponentProps<typeof StyledRoot>, 'children'> & {
  /** Fixed height, e.g. "300px"; or leave it out and give `maxHeight` to size to the content. */
  height?: string;
  /** Grows with its content up to this height, then scrolls. */
  maxHeight?: string;
  /** Names the scrollable region for screen readers; it is focusable so keyboards can scroll it. */
  label: string;
  children: ReactNode;
};

/** The whole scroll area: viewport, content and a vertical scrollbar. */
export function Root({ height, maxHeight, label, children, style, ...props }: RootProps) {
  return (
    <StyledRoot style={{ ...style, height, maxHeight }} {...props}>
      <Viewport tabIndex={0} role="region" aria-label={label} style={{ maxHeight }}>
        <Content>{children}</Content>
      </Viewport>
      <Scrollbar orientation="vertical">
        <Thumb />
      </Scrollbar>
    </StyledRoot>
  );
}
