import { css } from 'styled-system/css';
import { Button } from '@/ui';
import { eventWords } from '../../../scripts/lib/diagrams/plain-words';
import type { LiveSnapshot } from './live-channel';
import type { ViewerMode } from './use-machine-flow';

const styles = {
  bar: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
  modes: css({ display: 'flex', gap: '2', border: 'none', p: '0', m: '0' }),
  status: css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' }),
  link: css({ color: 'accent.text', textDecoration: 'underline' }),
};

interface ModeSwitchProps {
  mode: ViewerMode;
  live: LiveSnapshot | null;
  onMode: (mode: ViewerMode) => void;
  /** Starts a simulation from the followed app's current state, when there is one. */
  onSimulateFromHere?: () => void;
}

function LiveStatus({ live }: { live: LiveSnapshot | null }) {
  if (!live)
    return (
      <p className={styles.status} role="status">
        No app tab is publishing yet.{' '}
        <a className={styles.link} href="/" target="_blank" rel="noopener">
          Open the app in a new tab
        </a>{' '}
        (development builds publish their state to this page).
      </p>
    );
  const time = new Date(live.at).toLocaleTimeString('en-US');
  return (
    <p className={styles.status} role="status">
      Following the app at <strong>{live.page}</strong>
      {live.lastEvent ? `, last event: ${eventWords[live.lastEvent] ?? live.lastEvent}` : ''} (
      {time}).
    </p>
  );
}

/** Simulate a machine by clicking events, or follow the app running in another tab. */
export function ModeSwitch({ mode, live, onMode, onSimulateFromHere }: ModeSwitchProps) {
  return (
    <div className={styles.bar}>
      <fieldset className={styles.modes}>
        <legend className={css({ srOnly: true })}>Mode</legend>
        <Button
          size="sm"
          variant={mode === 'simulate' ? 'solid' : 'outline'}
          aria-pressed={mode === 'simulate'}
          onClick={() => onMode('simulate')}
        >
          Simulate
        </Button>
        <Button
          size="sm"
          variant={mode === 'follow' ? 'solid' : 'outline'}
          aria-pressed={mode === 'follow'}
          onClick={() => onMode('follow')}
        >
          Follow the app
        </Button>
      </fieldset>
      {mode === 'follow' && onSimulateFromHere && (
        <Button size="sm" variant="ghost" onClick={onSimulateFromHere}>
          Simulate from here
        </Button>
      )}
      {mode === 'follow' && <LiveStatus live={live} />}
    </div>
  );
}
