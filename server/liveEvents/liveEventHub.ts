import { AsyncLocalStorage } from 'node:async_hooks';
import { EventEmitter } from 'node:events';
import type { LiveEvent } from '../../src/domain/liveEvents/liveEvent.ts';
import type { FleetClock } from '../vehicleGateway/fleetClock.ts';

/**
 * docs/architecture.md, Live events: what changed is told to the open screens only once the
 * work that changed it is committed. A request (or a background run) holds what it announces and
 * lets it go when it has succeeded; an event dated later (a command's answer showing at its
 * time) waits for the fleet clock to reach it.
 */
interface Announcement {
  event: LiveEvent;
  at?: Date;
}

export interface HeldEvents {
  announcements: Announcement[];
}

const holding = new AsyncLocalStorage<HeldEvents>();

/**
 * Tells the open screens of `event` once the request or run it happens in has succeeded, at `at`
 * if given. Outside of one (the seed, a script) no screen is open to this process: nothing to tell.
 */
export const announce = (event: LiveEvent, at?: Date) => {
  holding.getStore()?.announcements.push({ event, at });
};

export type LiveEventListener = (event: LiveEvent) => void;

export function liveEventHub(clock: FleetClock) {
  const emitter = new EventEmitter();
  // One listener per open stream: as many as there are screens.
  emitter.setMaxListeners(0);
  const pending = new Set<() => void>();
  const publish = (event: LiveEvent) => void emitter.emit('event', event);
  const release = ({ announcements }: HeldEvents) => {
    const now = clock.now();
    for (const { event, at } of announcements.splice(0)) {
      if (!at || at <= now) {
        publish(event);
        continue;
      }
      const cancel = clock.at(at, () => {
        pending.delete(cancel);
        publish(event);
      });
      pending.add(cancel);
    }
  };
  return {
    publish,
    release,
    subscribe(listener: LiveEventListener) {
      emitter.on('event', listener);
      return () => void emitter.off('event', listener);
    },
    /** Runs `next` (and all it starts) holding its announcements in `held`. */
    holdDuring<T>(held: HeldEvents, next: () => T): T {
      return holding.run(held, next);
    },
    /** Runs background work, telling its announcements once it has succeeded. */
    async runTelling<T>(work: () => Promise<T>): Promise<T> {
      const held: HeldEvents = { announcements: [] };
      const result = await holding.run(held, work);
      release(held);
      return result;
    },
    close() {
      for (const cancel of pending) cancel();
      pending.clear();
      emitter.removeAllListeners();
    },
  };
}

export type LiveEventHub = ReturnType<typeof liveEventHub>;
