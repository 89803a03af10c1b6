import { supportedLocales } from '@i18n/locales';
import type { ToastInput } from '@machines/domain/toast';
import { eventForLocation } from '@machines/routes/location';
import type { AnyActorRef, AnyEventObject, InspectionEvent } from 'xstate';
import { machineIdOf, transitionKey } from '../graph-coverage';
import { type EffectRecord, effectSink } from '../graph-inert-machines';
import {
  findMachine,
  machineActors,
  type PendingTimer,
  pendingRequests,
  pendingTimers,
  sendTo,
  startSystem,
} from './live-system';
import { answerRequest } from './server-model';
import { applyPatch, type World } from './world';

/** What one step did, recorded while it ran. */
export interface StepRecord {
  /** Toasts shown during the step, in order. */
  toasts: ToastInput[];
  /** Transitions taken, as `<machine id>|<transition key>`. */
  taken: string[];
  /** States entered, as `<machine id>|<state id>`. */
  entered: string[];
  effects: EffectRecord[];
}

/**
 * One step of the QA model on the live system: the actions of the catalogue use it to open
 * pages, send events and change the world; it answers requests as the server would.
 */
export class StepContext {
  root: AnyActorRef | null = null;
  readonly record: StepRecord = { toasts: [], taken: [], entered: [], effects: [] };
  private readonly seen = new Set<string>();
  private applied = 0;
  /** Slow requests in flight when the step began (world.ts, `held`). */
  private heldInFlight: string[] = [];

  constructor(
    public world: World,
    persisted: unknown,
  ) {
    effectSink.records = this.record.effects;
    if (persisted) this.root = startSystem(this.input(), persisted, (e) => this.inspect(e));
    this.heldInFlight = this.pendingHeld();
  }

  private pendingHeld(): string[] {
    const pending = this.root ? pendingRequests(this.root).map((request) => request.src) : [];
    return this.world.held.filter((src) => pending.includes(src));
  }

  /**
   * A slow request the app has dropped (its state left, or the page loaded again) is answered
   * nowhere; the next request of that source is answered as usual.
   */
  private forgetDropped(inFlightNow: string[]): void {
    const dropped = this.heldInFlight.filter((src) => !inFlightNow.includes(src));
    if (dropped.length === 0) return;
    this.world = { ...this.world, held: this.world.held.filter((src) => !dropped.includes(src)) };
    this.heldInFlight = this.heldInFlight.filter((src) => !dropped.includes(src));
  }

  private input() {
    return {
      storedTheme: this.world.theme,
      osPrefersDark: this.world.osDark,
      // The browser's language is English; a language chosen on this device is kept.
      language: {
        locale: this.world.language ?? 'en',
        chosen: this.world.language !== null,
        available: [...supportedLocales],
      },
    };
  }

  private note(list: string[], item: string): void {
    if (this.seen.has(item)) return;
    this.seen.add(item);
    list.push(item);
  }

  private inspect(inspection: InspectionEvent): void {
    if (inspection.type === '@xstate.event') {
      const event = inspection.event as AnyEventObject & ToastInput;
      if (
        event.type === 'toast.show' &&
        machineIdOf(inspection.actorRef as AnyActorRef) === 'toast'
      ) {
        const { type: _type, ...toast } = event;
        this.record.toasts.push(toast);
      }
      return;
    }
    if (inspection.type !== '@xstate.microstep' && inspection.type !== '@xstate.snapshot') return;
    const machineId = machineIdOf(inspection.actorRef as AnyActorRef);
    if (!machineId) return;
    for (const transition of inspection.type === '@xstate.microstep'
      ? inspection._transitions
      : []) {
      this.note(this.record.taken, `${machineId}|${transitionKey(transition)}`);
      // A passing state (left at once by an eventless transition) counts through its transition.
      this.note(this.record.entered, `${machineId}|${transition.source.id}`);
    }
    const nodes = (inspection.snapshot as { _nodes?: Array<{ id: string }> })._nodes ?? [];
    for (const node of nodes) this.note(this.record.entered, `${machineId}|${node.id}`);
  }

  /** A full page load of `url`: the app starts again (the browser keeps its storage). */
  open(url: string): void {
    this.forgetDropped([]);
    this.root?.stop();
    this.root = startSystem(this.input(), null, (e) => this.inspect(e));
    for (const actor of machineActors(this.root)) {
      for (const node of actor.snapshot._nodes) {
        this.note(this.record.entered, `${actor.machineId}|${node.id}`);
      }
    }
    this.follow(url);
  }

  /** The address changes without a page load (a link, the browser's Back or Forward). */
  follow(url: string): void {
    const parsed = new URL(url, 'http://app.test');
    const event = eventForLocation({
      pathname: parsed.pathname,
      search: parsed.search,
      hash: parsed.hash,
    });
    if (event && this.root) this.root.send(event);
  }

  /** The server fails the next request of this source (HTTP 500). */
  failNext(src: string): void {
    this.world = { ...this.world, failsNext: [...this.world.failsNext, src] };
  }

  send(machineId: string, event: AnyEventObject): void {
    if (!this.root || !sendTo(this.root, machineId, event)) {
      throw new Error(`no running ${machineId} machine for ${event.type}`);
    }
  }

  fire(timer: PendingTimer): void {
    timer.owner.send({ type: timer.eventType });
  }

  has(machineId: string): boolean {
    return Boolean(this.root && findMachine(this.root, machineId));
  }

  /** Answers every request in flight (and the ones they lead to), as the server would. */
  settle(): void {
    for (let round = 0; round < 40 && this.root; round++) {
      if (!this.answerOne() && !this.relayEmbed() && !this.pollJob()) return;
    }
  }

  /**
   * The upload step asks about its job about once a second by itself: the model lets that time
   * pass whenever the server would answer something new (the report read or refused, another
   * place in the queue), and not while the answer would stay the same.
   */
  private pollJob(): boolean {
    const upload = this.root ? findMachine(this.root, 'upload') : undefined;
    if (!upload?.snapshot.matches({ processing: { polling: 'waiting' } })) return false;
    const known = JSON.stringify((upload.snapshot.context as { job: unknown }).job);
    const { answer } = answerRequest('fetchJob', null, this.world);
    if (answer.kind === 'done' && JSON.stringify(answer.output) === known) return false;
    const timer = pendingTimers(this.root as AnyActorRef).find(
      (t) => t.machineId === 'upload' && t.eventType.includes('jobPoll'),
    );
    if (!timer) return false;
    this.fire(timer);
    return true;
  }

  private answerOne(): boolean {
    if (!this.root) return false;
    this.applyEffects();
    this.forgetDropped(this.pendingHeld());
    for (const request of pendingRequests(this.root)) {
      const { answer, world } = answerRequest(request.src, request.input, this.world);
      this.world = world;
      if (answer.kind === 'pending') continue;
      const type = `xstate.${answer.kind === 'done' ? 'done' : 'error'}.actor.${request.childId}`;
      request.owner.send(
        answer.kind === 'done' ? { type, output: answer.output } : { type, error: answer.error },
      );
      return true;
    }
    return false;
  }

  /** The booking embed tells its machine whether the calendar loaded. */
  private relayEmbed(): boolean {
    const booking = this.root ? findMachine(this.root, 'booking') : undefined;
    if (!booking?.snapshot.matches({ embedded: 'loading' })) return false;
    if (this.world.embed === 'hang') return false;
    booking.ref.send({ type: this.world.embed === 'stub' ? 'booking.ready' : 'booking.failed' });
    return true;
  }

  /** Applies the effects the machines asked of the browser (its storage) to the world. */
  applyEffects(): void {
    const fresh = this.record.effects.slice(this.applied);
    this.applied = this.record.effects.length;
    for (const effect of fresh) {
      if (effect.name === 'storeToken') this.world = { ...this.world, token: 'valid' };
      if (effect.name === 'clearToken') this.world = { ...this.world, token: 'none' };
      // Cancel drops the job on the server (DELETE status_url).
      if (effect.name === 'cancelJob') this.world = { ...this.world, job: null };
      // Logout also forgets the tab's drafts.
      if (effect.name === 'endSession') {
        this.world = { ...this.world, token: 'none', reportDraft: null };
      }
      if (effect.name === 'applyTheme') {
        this.world = { ...this.world, dark: (effect.params as { dark: boolean }).dark };
      }
      if (effect.name === 'storeLanguage') {
        const { locale } = effect.params as { locale: string };
        this.world = { ...this.world, language: locale };
      }
      // The app saves the language on screen in the profile (best effort: the server keeps it).
      if (effect.name === 'saveLanguage' && this.world.account) {
        const { locale } = effect.params as { locale: string };
        const account = applyPatch(this.world.account, { language: locale });
        this.world = { ...this.world, account };
      }
      if (effect.name === 'storeTheme') {
        const theme = (effect.params as { theme: World['theme'] }).theme;
        this.world = { ...this.world, theme };
      }
    }
  }

  /** Ends the step: the system persisted for the next one. */
  finish(): unknown {
    this.applyEffects();
    const persisted = this.root?.getPersistedSnapshot() ?? null;
    this.root?.stop();
    effectSink.records = [];
    return persisted;
  }
}
