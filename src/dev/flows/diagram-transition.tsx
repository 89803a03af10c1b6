import { cx } from 'styled-system/css';
import { diagramStyles as s } from './diagram-styles';
import {
  labelFont,
  labelLineHeight,
  labelPadding,
  type PlacedTransition,
  type Point,
} from './flow-layout';
import type { FlowTransition } from './flow-model';
import { activateOnKey } from './keyboard';

interface DiagramTransitionProps {
  transition: FlowTransition;
  placed: PlacedTransition;
  /** Its accessible name: the visible words, then where it goes and what it says. */
  name: string;
  enabled: boolean;
  taken: boolean;
  onTake?: (id: string) => void;
}

export const pathOf = (points: Point[]) =>
  points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ');

const toneClass = { event: s.eventText, toast: s.toastText };

/** One transition: its arrow and its label (trigger, condition, message titles). */
export function DiagramTransition({
  transition,
  placed,
  name,
  enabled,
  taken,
  onTake,
}: DiagramTransitionProps) {
  const take = onTake && enabled ? () => onTake(transition.id) : undefined;
  const edgeClass = taken ? s.takenEdge : enabled ? s.enabledEdge : s.edge;
  const { label } = placed;
  return (
    <g data-transition-id={transition.id} data-enabled={enabled || undefined}>
      <path
        d={pathOf(placed.points)}
        className={edgeClass}
        markerEnd={`url(#flows-arrow${enabled || taken ? '-enabled' : ''})`}
      />
      {label && (
        // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; this <g> has the role and keys
        <g
          className={s.label}
          role="button"
          tabIndex={0}
          aria-label={name}
          aria-disabled={!take}
          onClick={take}
          onKeyDown={take ? activateOnKey(take) : undefined}
        >
          <rect
            x={label.x}
            y={label.y}
            width={label.width}
            height={label.height}
            rx={6}
            className={enabled ? s.enabledLabelBox : s.labelBox}
          />
          <rect
            className={cx(s.focusRing, 'focus-ring')}
            x={label.x - 2}
            y={label.y - 2}
            width={label.width + 4}
            height={label.height + 4}
            rx={8}
          />
          {/* One text, a line per tspan: each line ends with a space so the words never run together. */}
          <text fontSize={labelFont}>
            {label.lines.map((line, index) => (
              <tspan
                // biome-ignore lint/suspicious/noArrayIndexKey: a label's lines never reorder
                key={index}
                x={label.x + labelPadding}
                y={label.y + labelPadding / 2 + (index + 1) * labelLineHeight - 4}
                className={toneClass[line.tone]}
              >
                {index < label.lines.length - 1 ? `${line.text} ` : line.text}
              </tspan>
            ))}
          </text>
          <title>{name}</title>
        </g>
      )}
    </g>
  );
}
