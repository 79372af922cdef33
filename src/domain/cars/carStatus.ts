/**
 * The car statuses the fleet writes (spec point 4: a car is woken up, put out of service,
 * made available or written off; IN_TRIP while a member drives it). INFLEETING is a car being
 * added (spec 4, infleeting flow): no search, availability or reservation sees it until deployed.
 */
export const CAR_STATUSES = ['AVAILABLE', 'IN_TRIP', 'OUT_OF_SERVICE', 'TOTAL_LOSS', 'INFLEETING'] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];

/** Spec 3, Car search: the statuses car search finds and offers as a filter; a car being added is not yet in the fleet. */
export const SEARCHED_CAR_STATUSES = CAR_STATUSES.filter(
  (status): status is Exclude<CarStatus, 'INFLEETING'> => status !== 'INFLEETING',
);

/** Spec 4, Infleeting flow: where an INFLEETING car is between add and deploy (migration 110). */
export const INFLEET_STAGES = ['added', 'vendorRegistered', 'validated', 'tested', 'deployed'] as const;

/** Spec point 3, Car detail: a car is active unless it was written off. */
export const CAR_STATES = ['active', 'inactive'] as const;
