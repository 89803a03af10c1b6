import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine } from 'xstate';
import type { FlowsChannel, FlowsMessage, LiveSnapshot } from '@/dev/flows/live-channel';
import { createFlowsPublisher } from '@/dev/flows/live-publisher';

const child = createMachine({
  id: 'child',
  initial: 'waiting',
  states: { waiting: { on: { 'child.go': 'gone' } }, gone: {} },
});

const parent = createMachine({
  id: 'parent',
  context: { name: '' },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'form.submitted': {
          target: 'busy',
          actions: assign({ name: ({ event }) => (event as { name?: string }).name ?? '' }),
        },
      },
    },
    busy: { invoke: { id: 'worker', src: child } },
  },
});

function fakeChannel() {
  const sent: FlowsMessage[] = [];
  let listener: ((event: MessageEvent<FlowsMessage>) => void) | null = null;
  const channel: FlowsChannel = {
    postMessage: (message) => sent.push(structuredClone(message)),
    addEventListener: (_, fn) => {
      listener = fn;
    },
    removeEventListener: () => {},
    close: () => {},
  };
  const receive = (data: FlowsMessage) => listener?.({ data } as MessageEvent<FlowsMessage>);
  return { channel, sent, receive };
}

const snapshots = (sent: FlowsMessage[]) =>
  sent.filter((message): message is LiveSnapshot => message.type === 'snapshot');

describe('flows publisher (development builds)', () => {
  it('publishes every running machine with its state value and path, once per burst', () => {
    const { channel, sent } = fakeChannel();
    const queued: Array<() => void> = [];
    const publisher = createFlowsPublisher({
      channel,
      page: () => '/onboarding',
      schedule: (publish) => queued.push(publish),
    });
    const actor = createActor(parent, { inspect: publisher.inspect }).start();
    actor.send({ type: 'form.submitted', name: 'Ada Patient' } as never);
    expect(queued.length).toBe(1);
    for (const publish of queued.splice(0)) publish();
    const [message] = snapshots(sent);
    expect(message?.page).toBe('/onboarding');
    expect(message?.lastEvent).toBe('form.submitted');
    expect(message?.actors).toEqual([
      { machineId: 'parent', path: 'parent', value: 'busy', status: 'active' },
      { machineId: 'child', path: 'parent/worker', value: 'waiting', status: 'active' },
    ]);
    actor.stop();
  });

  it('never publishes context or event payloads', () => {
    const { channel, sent } = fakeChannel();
    const publisher = createFlowsPublisher({ channel, page: () => '/', schedule: (p) => p() });
    const actor = createActor(parent, { inspect: publisher.inspect }).start();
    actor.send({ type: 'form.submitted', name: 'Ada Patient' } as never);
    expect(actor.getSnapshot().context.name).toBe('Ada Patient');
    expect(snapshots(sent).length).toBeGreaterThan(0);
    expect(JSON.stringify(sent)).not.toContain('Ada Patient');
    actor.stop();
  });

  it('publishes the actor system that is in use when another was created and dropped', () => {
    const { channel, sent } = fakeChannel();
    const publisher = createFlowsPublisher({ channel, page: () => '/', schedule: (p) => p() });
    const used = createActor(parent, { inspect: publisher.inspect }).start();
    const dropped = createActor(parent, { inspect: publisher.inspect }).start();
    dropped.stop();
    used.send({ type: 'form.submitted', name: 'x' } as never);
    expect(snapshots(sent).at(-1)?.actors[0]?.value).toBe('busy');
    used.stop();
  });

  it('answers a viewer that opens, and stays silent in the viewer tab itself', () => {
    const app = fakeChannel();
    let page = '/auth';
    const publisher = createFlowsPublisher({
      channel: app.channel,
      page: () => page,
      schedule: () => {},
    });
    const actor = createActor(parent, { inspect: publisher.inspect }).start();
    expect(snapshots(app.sent)).toHaveLength(0);
    app.receive({ type: 'hello' });
    expect(snapshots(app.sent).map((m) => m.actors[0]?.value)).toEqual(['idle']);
    page = '/dev/flows';
    app.receive({ type: 'hello' });
    expect(snapshots(app.sent)).toHaveLength(1);
    actor.stop();
  });
});
