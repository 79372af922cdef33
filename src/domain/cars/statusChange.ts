import { z } from 'zod';
import { carParams } from './carSearchQuery.ts';
import { CAR_STATUSES, type CarStatus } from './carStatus.ts';

/**
 * Spec point 4, Car state changes: staff move a car out of service, make it available, or mark
 * it a total loss. These are the back office's record of the car, not box commands, so they
 * never wait for the box. A car being infleeted is moved by its deploy, and a total loss stays
 * one. A car IN_TRIP is moved by its trip's commands while the trip is under way; one left
 * IN_TRIP with no trip under way is freed by staff like any other (no state is a dead end).
 */
const CHANGES: Record<CarStatus, readonly CarStatus[]> = {
  AVAILABLE: ['OUT_OF_SERVICE', 'TOTAL_LOSS'],
  OUT_OF_SERVICE: ['AVAILABLE', 'TOTAL_LOSS'],
  IN_TRIP: ['AVAILABLE', 'OUT_OF_SERVICE', 'TOTAL_LOSS'],
  TOTAL_LOSS: [],
  INFLEETING: [],
};

/** Whether the rules let a car go from `current` to `next`, leaving a trip under way aside. */
export const mayChangeStatus = (current: CarStatus, next: CarStatus) => CHANGES[current].includes(next);

/** A trip under way keeps its car but for a total loss (a crash mid-trip): its commands end it first. */
export const mayChangeDuringTrip = (next: CarStatus) => next === 'TOTAL_LOSS';

/**
 * The box command that goes with a change, offered beside it: a car out of service is
 * immobilised so no member can drive it (the box may sleep: the command waits for its wake-up).
 */
export const BOX_COMMAND_AFTER: Partial<Record<CarStatus, 'engageImmobilizer'>> = {
  OUT_OF_SERVICE: 'engageImmobilizer',
};

/** The audit action of each change, and the key of its success text (spec 8, Diagnostics). */
export const STATUS_CHANGE_ACTIONS: Partial<Record<CarStatus, string>> = {
  OUT_OF_SERVICE: 'car.outOfService',
  AVAILABLE: 'car.available',
  TOTAL_LOSS: 'car.totalLoss',
};

/** PATCH /internal/vehicle/{vin}/status/{current}/{next}'s answer. */
export const statusChanged = z.object({
  vin: z.string(),
  status: z.enum(CAR_STATUSES),
  version: z.number().int(),
  boxCommand: z
    .enum(['engageImmobilizer'])
    .nullable()
    .describe(
      'the box command that goes with the change, for the screen to offer (immobilise out of service)',
    ),
});
export type StatusChanged = z.infer<typeof statusChanged>;

export const statusChangeParams = carParams.extend({
  current: z.enum(CAR_STATUSES).describe('the status the client saw; another one answers 412'),
  next: z.enum(CAR_STATUSES),
});
