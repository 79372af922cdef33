import { describe, expect, it } from 'vitest';
import { carSearchQuery } from '../../../src/domain/cars/carSearchQuery.ts';
import { SEARCHED_CAR_STATUSES } from '../../../src/domain/cars/carStatus.ts';

describe('issue 20 point 4: car search leaves out the cars being added', () => {
  it('offers every status but INFLEETING', () => {
    expect(SEARCHED_CAR_STATUSES).toEqual(['AVAILABLE', 'IN_TRIP', 'OUT_OF_SERVICE', 'TOTAL_LOSS']);
  });

  it('refuses INFLEETING as a status filter', () => {
    expect(carSearchQuery.safeParse({ status: 'INFLEETING' }).success).toBe(false);
    expect(carSearchQuery.parse({ status: 'OUT_OF_SERVICE' }).status).toBe('OUT_OF_SERVICE');
  });
});
