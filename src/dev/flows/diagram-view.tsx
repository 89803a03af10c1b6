import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { Button, Spinner } from '@/ui';
import { FlowDiagram, type FlowDiagramProps } from './flow-diagram';
import { labelFont, stateFont } from './flow-layout';
import type { FlowModel } from './flow-model';
import { useFlowLayout } from './use-flow-layout';

/** No text is drawn smaller than this: a chart wider than its frame scrolls instead of shrinking. */
export const minTextPx = 12;
const smallestFont = Math.min(labelFont, stateFont);
export const minZoom = minTextPx / smallestFont;
const zoomSteps = [minZoom, 1, 1.25, 1.5, 2].filter(
  (z, i, all) => z >= minZoom && all.indexOf(z) === i,
);

const styles = {
  frame: css({ display: 'flex', flexDirection: 'column', minWidth: '0', minHeight: '0', gap: '2' }),
  toolbar: css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' }),
  scroller: css({
    overflow: 'auto',
    borderWidth: '1px',
    borderColor: 'border.subtle',
    borderRadius: 'lg',
    bg: 'bg.canvas',
    maxHeight: { base: '70dvh', lg: 'calc(100dvh - 13rem)' },
    minHeight: '16rem',
  }),
  status: css({ display: 'flex', alignItems: 'center', gap: '2', p: '6', color: 'fg.muted' }),
  zoomText: css({ fontSize: 'sm', color: 'fg.muted', minWidth: '3.5rem', textAlign: 'center' }),
};

type DiagramViewProps = Omit<FlowDiagramProps, 'layout' | 'zoom'> & { model: FlowModel };

/** The diagram with zoom controls; scrolls the current state into view when it changes. */
export function DiagramView(props: DiagramViewProps) {
  const result = useFlowLayout(props.model);
  const [zoom, setZoom] = useState(Math.max(1, minZoom));
  const scroller = useRef<HTMLDivElement>(null);
  const activeKey = [...props.active].join('|');
  const ready = result.status === 'ready';
  useEffect(() => {
    if (!ready || !activeKey) return;
    const frame = scroller.current;
    const leaves = frame?.querySelectorAll('[data-active]');
    const last = leaves?.[leaves.length - 1];
    if (!frame || !last) return;
    // Only the chart scrolls (scrollIntoView would move the whole page too).
    const box = last.getBoundingClientRect();
    const view = frame.getBoundingClientRect();
    const outside =
      box.left < view.left ||
      box.right > view.right ||
      box.top < view.top ||
      box.bottom > view.bottom;
    if (outside && typeof frame.scrollBy === 'function')
      frame.scrollBy({
        left: box.left + box.width / 2 - (view.left + view.width / 2),
        top: box.top + box.height / 2 - (view.top + view.height / 2),
        behavior: 'smooth',
      });
  }, [activeKey, ready]);
  const fit = () => {
    if (result.status !== 'ready' || !scroller.current) return;
    const width = scroller.current.clientWidth - 2;
    setZoom(Math.min(2, Math.max(minZoom, width / result.layout.width)));
  };
  const step = (direction: 1 | -1) => {
    const next =
      direction === 1
        ? zoomSteps.find((z) => z > zoom + 0.001)
        : [...zoomSteps].reverse().find((z) => z < zoom - 0.001);
    setZoom(next ?? zoom);
  };
  return (
    <div className={styles.frame}>
      <div className={styles.toolbar} role="toolbar" aria-label="Zoom">
        <Button
          size="sm"
          variant="outline"
          onClick={() => step(-1)}
          aria-label="Zoom out"
          disabled={zoom <= minZoom + 0.001}
        >
          −
        </Button>
        <span className={styles.zoomText} aria-live="polite">
          {Math.round(zoom * 100)}%
        </span>
        <Button size="sm" variant="outline" onClick={() => step(1)} aria-label="Zoom in">
          +
        </Button>
        <Button size="sm" variant="outline" onClick={fit}>
          Fit to width
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setZoom(Math.max(1, minZoom))}>
          Actual size
        </Button>
      </div>
      <div className={styles.scroller} ref={scroller} data-testid="flows-scroller">
        {result.status === 'ready' && <FlowDiagram {...props} layout={result.layout} zoom={zoom} />}
        {result.status === 'laying-out' && (
          <p className={styles.status} role="status">
            <Spinner size="sm" /> Laying out the chart...
          </p>
        )}
        {result.status === 'failed' && (
          <p className={styles.status} role="alert">
            The chart could not be laid out: {result.reason}
          </p>
        )}
      </div>
    </div>
  );
}
