import type { CarStatus } from '../cars/carStatus.ts';
import { mayChangeStatus, STATUS_CHANGE_ACTIONS } from '../cars/statusChange.ts';

/**
 * Spec 2 "Fleet dashboard car-state selection": the selected cars move to one next state, each
 * through its own status path, and each answers for itself.
 */
export interface SelectedCar {
  vin: string;
  plateNumber: string;
  status: CarStatus;
}

/** The states staff may pick: those a status change reaches (spec 4), when one selected car may go there. */
export const selectionTargets = (cars: readonly SelectedCar[]) =>
  (Object.keys(STATUS_CHANGE_ACTIONS) as CarStatus[]).filter((next) =>
    cars.some((car) => mayChangeStatus(car.status, next)),
  );

/**
 * A car's outcome, told per car in words in the modal. A status change never asks the box
 * (statusChange.ts), so a sleeping car is changed like any other.
 */
export type SelectionOutcome = 'changed' | 'stale' | 'notAllowed' | 'inTrip' | 'failed';

/** A car the rules keep from `next` is not asked; it reads as not allowed. */
export const mayAsk = (car: SelectedCar, next: CarStatus) => mayChangeStatus(car.status, next);

/** What a status path's refusal (its HTTP status and message key, if any came) means for the car. */
export const refusalOf = (
  status: number | undefined,
  messageKey?: string,
): Exclude<SelectionOutcome, 'changed'> => {
  if (status === 412) return 'stale';
  if (status === 422) return messageKey === 'fleet.carInTrip' ? 'inTrip' : 'notAllowed';
  return 'failed';
};

/**
 * How many status changes the modal has in flight at once: a few at a time keep a large
 * selection within the staff member's request budget and let the progress move car by car.
 */
export const SELECTION_CONCURRENCY = 4;

/** Runs `work` over `items`, `limit` at a time, in order of start; resolves with every result. */
export async function eachLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
