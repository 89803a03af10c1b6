import { cx } from 'styled-system/css';
import { diagramStyles as s } from './diagram-styles';
import type { Box } from './flow-layout';
import { headerHeight, kindHint, stateFont } from './flow-layout';
import type { FlowState } from './flow-model';
import { activateOnKey } from './keyboard';

interface DiagramStateProps {
  state: FlowState;
  box: Box;
  isRegion: boolean;
  active: boolean;
  isLeaf: boolean;
  selected: boolean;
  onSelect: (id: string) => void;
}

/** One state: a box (nested boxes hold its children), its name, and whether it is current. */
export function DiagramState({
  state,
  box,
  isRegion,
  active,
  isLeaf,
  selected,
  onSelect,
}: DiagramStateProps) {
  const hint = kindHint(state);
  const hasChildren = state.childIds.length > 0;
  const boxClass = cx(
    isRegion ? s.regionBox : s.stateBox,
    active && (isLeaf ? s.activeLeafBox : s.activeBox),
    selected && s.selectedBox,
  );
  const textY = hasChildren ? box.y + headerHeight / 2 + 7 : box.y + box.height / 2 + 4.5;
  // The visible words first (name, kind), so speech and sight agree.
  const visibleHint = hint && hasChildren ? ` · ${hint}` : '';
  const unseenHint = hint && !hasChildren ? `, ${hint}` : '';
  const label = `${state.key}${visibleHint}${active ? ' (current)' : ''}${unseenHint}${
    state.description ? `: ${state.description}` : ''
  }`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; this <g> has the role and keys
    <g
      className={s.state}
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-pressed={selected}
      data-state-id={state.id}
      data-active={active || undefined}
      onClick={() => onSelect(state.id)}
      onKeyDown={activateOnKey(() => onSelect(state.id))}
    >
      <rect
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        rx={10}
        className={boxClass}
      />
      {state.kind === 'final' && (
        <rect
          x={box.x + 4}
          y={box.y + 4}
          width={box.width - 8}
          height={box.height - 8}
          rx={7}
          className={s.regionBox}
        />
      )}
      <rect
        className={cx(s.focusRing, 'focus-ring')}
        x={box.x - 3}
        y={box.y - 3}
        width={box.width + 6}
        height={box.height + 6}
        rx={12}
      />
      <text
        x={hasChildren ? box.x + 12 : box.x + box.width / 2}
        y={textY}
        textAnchor={hasChildren ? 'start' : 'middle'}
        fontSize={stateFont}
        className={s.stateName}
      >
        {state.key}
        {hint && hasChildren && <tspan className={s.stateHint}>{`  · ${hint}`}</tspan>}
      </text>
      <title>{label}</title>
    </g>
  );
}
