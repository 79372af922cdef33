import { COUNT_CAP } from '../../src/domain/pagination.ts';

/** The last sentence of every search route's description. */
export const CAPPED_COUNT_NOTE = `Counts are exact up to ${COUNT_CAP}; past that totalCount is ${COUNT_CAP} and totalCountCapped is true.`;
