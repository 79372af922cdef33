import { COUNT_CAP } from '../../src/domain/pagination.ts';

/** The last sentence of every search route's description. */
export const cappedCountNote = (cap = COUNT_CAP) =>
  `Counts are exact up to ${cap}; past that totalCount is ${cap} and totalCountCapped is true.`;
export const CAPPED_COUNT_NOTE = cappedCountNote();
