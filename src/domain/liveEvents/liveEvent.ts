import { z } from 'zod';
import type { Entity } from '../entities.ts';
import { mayUse } from '../access.ts';

/**
 * docs/architecture.md, Live events: what the API pushes to the open screens (GET /api/events,
 * Server-Sent Events). An event says what changed, never the record itself: the screen reads it
 * again through the API, which checks the reader's access as for any read.
 */
export const liveEvent = z.discriminatedUnion('topic', [
  /** Spec 1, Notifications: one for this staff member (the bell). */
  z.object({ topic: z.literal('notifications'), staffId: z.number().int() }),
  /** Spec 4, Import status: an import's log entry moved on (the import log). */
  z.object({ topic: z.literal('imports'), importId: z.string() }),
  /** Spec 4, the commands sent to a car: one was sent or answered (the timelines). */
  z.object({ topic: z.literal('commands'), vin: z.string(), tripId: z.string().nullable() }),
  /**
   * Spec 3, Car detail: these cars' boxes reported (the car detail, the dashboard map); null when
   * so many did that the screen had better read its whole page again.
   */
  z.object({ topic: z.literal('cars'), vins: z.array(z.string()).nullable() }),
]);
export type LiveEvent = z.infer<typeof liveEvent>;
export type LiveTopic = LiveEvent['topic'];
export type LiveEventOf<T extends LiveTopic> = Extract<LiveEvent, { topic: T }>;

/** Spec 6: the areas an event's screens belong to; a viewer gets it if one of its roles opens one. */
const TOPIC_ENTITIES: Record<Exclude<LiveTopic, 'notifications'>, readonly Entity[]> = {
  imports: ['massImports'],
  commands: ['carDetails', 'trips'],
  cars: ['carDetails', 'cars', 'fleetManagement'],
};

/** Whether the signed-in viewer may be told of the event: their own notifications, else by area. */
export const mayReceive = (event: LiveEvent, viewer: { staffId: number | null; roles: readonly string[] }) =>
  event.topic === 'notifications'
    ? event.staffId === viewer.staffId
    : TOPIC_ENTITIES[event.topic].some((entity) => mayUse(viewer.roles, entity));

/** A stream's keep-alive comment: proxies close a connection silent for a minute. */
export const KEEP_ALIVE_MS = 25_000;
