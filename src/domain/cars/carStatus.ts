/**
 * The car statuses the fleet writes (spec point 4: a car is woken up, put out of service,
 * made available or written off; IN_TRIP while a member drives it).
 */
export const CAR_STATUSES = ['AVAILABLE', 'IN_TRIP', 'OUT_OF_SERVICE', 'TOTAL_LOSS'] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];

/** Spec point 3, Car detail: a car is active unless it was written off. */
export const CAR_STATES = ['active', 'inactive'] as const;
