import { z } from 'zod';
import { carParams } from './carSearchQuery.ts';
import { CAR_STATUSES, type CarStatus } from './carStatus.ts';

/**
 * Spec point 4, Car state changes: staff move a car out of service, make it available, or mark
 * it a total loss. A car in a trip or being infleeted is moved by its trip or its deploy, and a
 * total loss stays one.
 */
const CHANGES: Record<CarStatus, readonly CarStatus[]> = {
  AVAILABLE: ['OUT_OF_SERVICE', 'TOTAL_LOSS'],
  OUT_OF_SERVICE: ['AVAILABLE', 'TOTAL_LOSS'],
  IN_TRIP: ['TOTAL_LOSS'],
  TOTAL_LOSS: [],
  INFLEETING: [],
};
export const mayChangeStatus = (current: CarStatus, next: CarStatus) => CHANGES[current].includes(next);

/** The audit action of each change, and the key of its success text (spec 8, Diagnostics). */
export const STATUS_CHANGE_ACTIONS: Partial<Record<CarStatus, string>> = {
  OUT_OF_SERVICE: 'car.outOfService',
  AVAILABLE: 'car.available',
  TOTAL_LOSS: 'car.totalLoss',
};

export const statusChangeParams = carParams.extend({
  current: z.enum(CAR_STATUSES).describe('the status the client saw; another one answers 412'),
  next: z.enum(CAR_STATUSES),
});
