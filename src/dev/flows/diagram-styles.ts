import { css } from 'styled-system/css';

const focusable = {
  cursor: 'pointer',
  outline: 'none',
  _focusVisible: { '& > .focus-ring': { stroke: 'focusRing', strokeWidth: '3px' } },
};

export const diagramStyles = {
  svg: css({ display: 'block', fontFamily: 'inherit', userSelect: 'none' }),
  state: css(focusable),
  stateBox: css({ fill: 'bg.surface', stroke: 'border.strong', strokeWidth: '1.25px' }),
  regionBox: css({ fill: 'transparent', stroke: 'border.strong', strokeDasharray: '6 4' }),
  activeBox: css({ stroke: 'accent.default', strokeWidth: '2.5px' }),
  activeLeafBox: css({ fill: 'accent.muted', stroke: 'accent.default', strokeWidth: '3px' }),
  selectedBox: css({ stroke: 'accent.emphasized', strokeWidth: '3px', strokeDasharray: '2 3' }),
  focusRing: css({ fill: 'none', stroke: 'transparent' }),
  stateName: css({ fill: 'fg.default', fontWeight: 'semibold' }),
  stateHint: css({ fill: 'fg.muted', fontWeight: 'normal' }),
  edge: css({ fill: 'none', stroke: 'fg.subtle', strokeWidth: '1.25px' }),
  enabledEdge: css({ fill: 'none', stroke: 'accent.default', strokeWidth: '2px' }),
  takenEdge: css({ fill: 'none', stroke: 'accent.emphasized', strokeWidth: '3px' }),
  label: css(focusable),
  labelBox: css({ fill: 'bg.surface', stroke: 'border.subtle' }),
  enabledLabelBox: css({ fill: 'accent.subtle', stroke: 'accent.default', strokeWidth: '1.5px' }),
  eventText: css({ fill: 'fg.default', fontWeight: 'semibold' }),
  toastText: css({ fill: 'info.text' }),
  arrow: css({ fill: 'fg.subtle' }),
  enabledArrow: css({ fill: 'accent.default' }),
  initialMarker: css({ fill: 'fg.default' }),
};
