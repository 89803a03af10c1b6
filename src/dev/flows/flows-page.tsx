import { type CatalogueEntry, machineCatalogue } from '@machines/catalogue';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { DiagramView } from './diagram-view';
import { FlowPanel } from './flow-panel';
import { MachinePicker } from './machine-picker';
import { ModeSwitch } from './mode-switch';
import { type SimulationState, startOfSimulation } from './simulation';
import { useLiveApp } from './use-live-app';
import { useMachineFlow, type ViewerMode } from './use-machine-flow';

const styles = {
  page: css({
    minHeight: '100dvh',
    bg: 'bg.canvas',
    color: 'fg.default',
    display: 'flex',
    flexDirection: 'column',
  }),
  header: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    px: { base: '4', md: '6' },
    py: '4',
    bg: 'bg.surface',
    borderBottomWidth: '1px',
    borderColor: 'border.subtle',
  }),
  title: css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'semibold' }),
  intro: css({ fontSize: 'sm', color: 'fg.muted', maxWidth: '60rem' }),
  main: css({
    display: 'grid',
    gap: '4',
    p: { base: '3', md: '6' },
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 24rem' },
    alignItems: 'start',
  }),
  panel: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '5',
    order: { base: -1, lg: 0 },
    maxHeight: { lg: 'calc(100dvh - 10rem)' },
    overflowY: { lg: 'auto' },
  }),
  machineTitle: css({ fontSize: 'lg', fontWeight: 'semibold' }),
  machineText: css({ fontSize: 'sm', color: 'fg.muted' }),
};

function MachineHeading({
  entry,
  description,
}: {
  entry: CatalogueEntry;
  description: string | null;
}) {
  return (
    <>
      <h2 id="flows-machine" className={styles.machineTitle}>
        {entry.title} <span className={styles.machineText}>({entry.file})</span>
      </h2>
      {description && <p className={styles.machineText}>{description}</p>}
    </>
  );
}

const entryFromHash = (): CatalogueEntry => {
  const id = typeof window === 'undefined' ? '' : window.location.hash.slice(1);
  return (
    machineCatalogue.find((entry) => entry.id === id) ?? (machineCatalogue[0] as CatalogueEntry)
  );
};

/**
 * Development-only page (/dev/flows): every machine drawn from its live definition. A product
 * owner steps through a simulated copy by clicking events, or follows the app in another tab.
 */
export default function FlowsPage() {
  const [entry, setEntry] = useState(entryFromHash);
  const [mode, setMode] = useState<ViewerMode>('simulate');
  const [simulations, setSimulations] = useState<Record<string, SimulationState>>({});
  const [selectedStateId, setSelectedStateId] = useState<string | null>(null);
  const live = useLiveApp();
  const simulation = simulations[entry.id] ?? startOfSimulation;
  const flow = useMachineFlow(entry, mode, simulation, live?.actors ?? []);
  const setSimulation = (next: SimulationState) =>
    setSimulations((all) => ({ ...all, [entry.id]: next }));
  const choose = (next: CatalogueEntry) => {
    setEntry(next);
    setSelectedStateId(null);
    window.history.replaceState(window.history.state, '', `#${next.id}`);
  };
  const take = (id: string) => setSimulation({ ...simulation, taken: [...simulation.taken, id] });
  const liveIds = new Set(live?.actors.map((actor) => actor.machineId) ?? []);
  const followed = flow.liveActors[0];
  const simulateFromHere = followed
    ? () => {
        setSimulation({ from: followed.value, taken: [] });
        setMode('simulate');
      }
    : undefined;
  const controls = {
    taken: simulation.taken,
    onTake: take,
    onUndo: () => setSimulation({ ...simulation, taken: simulation.taken.slice(0, -1) }),
    onRestart: () => setSimulation(startOfSimulation),
  };
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>herd Health flows</h1>
        <p className={styles.intro}>
          Every statechart of the app, drawn from the running code. Simulate: click a highlighted
          arrow (or a choice beside the chart) to see what happens next; conditions, timers and
          server answers are yours to choose and nothing is sent anywhere. Follow the app: the
          current state of the app open in another tab is highlighted.
        </p>
        <MachinePicker selectedId={entry.id} liveIds={liveIds} onSelect={choose} />
        <ModeSwitch
          mode={mode}
          live={live}
          onMode={setMode}
          onSimulateFromHere={simulateFromHere}
        />
      </header>
      <main className={styles.main}>
        <section
          aria-labelledby="flows-machine"
          className={css({ display: 'flex', flexDirection: 'column', gap: '2', minWidth: '0' })}
        >
          <MachineHeading
            entry={entry}
            description={flow.model.stateById.get(flow.model.rootId)?.description ?? null}
          />
          <DiagramView
            title={entry.title}
            model={flow.model}
            active={flow.active}
            enabled={flow.enabled}
            lastTaken={mode === 'simulate' ? (simulation.taken.at(-1) ?? null) : null}
            selectedStateId={selectedStateId}
            onSelectState={setSelectedStateId}
            onTake={mode === 'simulate' ? take : undefined}
          />
        </section>
        <aside className={styles.panel} aria-label="Current state and choices">
          <FlowPanel
            model={flow.model}
            active={flow.active}
            enabled={flow.enabled}
            finished={flow.finished}
            selectedStateId={selectedStateId}
            emptyNote={`${entry.title} is not running in the followed app right now.`}
            simulation={mode === 'simulate' ? controls : undefined}
          />
        </aside>
      </main>
    </div>
  );
}
