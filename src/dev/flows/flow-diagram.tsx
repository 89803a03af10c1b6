import { DiagramState } from './diagram-state';
import { diagramStyles as s } from './diagram-styles';
import { DiagramTransition, pathOf } from './diagram-transition';
import type { FlowLayout } from './flow-layout';
import type { FlowModel } from './flow-model';
import { transitionLabelName } from './transition-sentence';

export interface FlowDiagramProps {
  title: string;
  model: FlowModel;
  layout: FlowLayout;
  /** Ids of the active states (highlighted). */
  active: ReadonlySet<string>;
  /** Ids of the transitions that can be taken now. */
  enabled: ReadonlySet<string>;
  lastTaken: string | null;
  selectedStateId: string | null;
  zoom: number;
  onSelectState: (id: string) => void;
  /** Takes a transition (simulation); absent while following the app. */
  onTake?: (id: string) => void;
}

function ArrowMarker({ id, className }: { id: string; className: string }) {
  return (
    <marker
      id={id}
      viewBox="0 0 10 10"
      refX="9"
      refY="5"
      markerWidth="7"
      markerHeight="7"
      orient="auto-start-reverse"
    >
      <path d="M0 0 L10 5 L0 10 z" className={className} />
    </marker>
  );
}

/** A machine drawn from its elkjs layout: nested states, arrows, labels, the current state. */
export function FlowDiagram(props: FlowDiagramProps) {
  const { model, layout, active, enabled, zoom } = props;
  const hasActiveChild = (id: string) =>
    model.stateById.get(id)?.childIds.some((child) => active.has(child)) ?? false;
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG chart; its states and arrows are its parts
    <svg
      className={s.svg}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width={Math.round(layout.width * zoom)}
      height={Math.round(layout.height * zoom)}
      role="group"
      aria-label={`Statechart: ${props.title}`}
    >
      <defs>
        <ArrowMarker id="flows-arrow" className={s.arrow} />
        <ArrowMarker id="flows-arrow-enabled" className={s.enabledArrow} />
      </defs>
      <g>
        {model.states.map((state) => {
          const box = layout.states.get(state.id);
          if (!box) return null;
          const parent = state.parentId ? model.stateById.get(state.parentId) : undefined;
          return (
            <DiagramState
              key={state.id}
              state={state}
              box={box}
              isRegion={parent?.kind === 'parallel'}
              active={state.parentId !== null && active.has(state.id)}
              isLeaf={!hasActiveChild(state.id)}
              selected={props.selectedStateId === state.id}
              onSelect={props.onSelectState}
            />
          );
        })}
      </g>
      <g>
        {layout.initials.map((initial) => (
          <g key={initial.stateId}>
            <circle
              cx={initial.marker.x + initial.marker.width / 2}
              cy={initial.marker.y + initial.marker.height / 2}
              r={initial.marker.width / 2}
              className={s.initialMarker}
            />
            <path d={pathOf(initial.points)} className={s.edge} markerEnd="url(#flows-arrow)" />
          </g>
        ))}
      </g>
      <g>
        {model.transitions.map((transition) => {
          const placed = layout.transitions.get(transition.id);
          if (!placed) return null;
          return (
            <DiagramTransition
              key={transition.id}
              transition={transition}
              placed={placed}
              name={transitionLabelName(
                model,
                transition,
                (placed.label?.lines ?? []).map((line) => line.text),
              )}
              enabled={enabled.has(transition.id)}
              taken={props.lastTaken === transition.id}
              onTake={props.onTake}
            />
          );
        })}
      </g>
    </svg>
  );
}
