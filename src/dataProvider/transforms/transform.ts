import type { CallParams, Verb } from '../types.ts';

export type Payload = Record<string, unknown>;

/** The engine's call, for a rule that needs a second request (a ticket's note authors). */
export type Call = <T = unknown>(resource: string, verb: Verb, params?: CallParams) => Promise<T>;

/**
 * Spec 7 "Behaviour around calls", for one verb of one resource. `send` runs on the payload
 * after the general rules of spec 5 (trim, blank → null, numeric fields), so a row's own
 * rule has the last word (a ticket file's description is sent empty, not null); `receive`
 * runs on the answer before the screen gets it.
 */
export interface VerbTransform {
  send?: (payload: Payload) => Payload;
  receive?: (body: unknown, call: Call) => unknown;
}

export type Transform = Partial<Record<Verb, VerbTransform>>;

export const isRecord = (value: unknown): value is Payload =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A picked record's id; a bare id stays as it is. */
export const idOf = (item: unknown): unknown => (isRecord(item) ? item.id : item);
