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

/** A car's outcome, told per car in the modal (spec 7: 409 means a sleeping car on the vehicle paths). */
export type SelectionOutcome = 'changed' | 'asleep' | 'stale' | 'notAllowed' | 'failed';

/** A car the rules keep from `next` is not asked; it reads as not allowed. */
export const mayAsk = (car: SelectedCar, next: CarStatus) => mayChangeStatus(car.status, next);

/** What a status path's refusal (its HTTP status, if any came) means for the car. */
export const refusalOf = (status: number | undefined): Exclude<SelectionOutcome, 'changed'> => {
  if (status === 409) return 'asleep';
  if (status === 412) return 'stale';
  if (status === 422) return 'notAllowed';
  return 'failed';
};
