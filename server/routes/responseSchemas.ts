import { COUNT_CAP } from '../../src/domain/pagination.ts';
import { errorResponses } from '../plugins/app/httpError.ts';

/** The last sentence of every search route's description. */
export const CAPPED_COUNT_NOTE = `Counts are exact up to ${COUNT_CAP}; past that totalCount is ${COUNT_CAP} and totalCountCapped is true.`;

/** A search's answers: one page of `row`s whose count stops at COUNT_CAP (see pagedSearch). */
export const searchResponses = (row: object, plural: string) => ({
  200: {
    type: 'object',
    properties: {
      data: { type: 'array', items: row },
      page: { type: 'integer' },
      count: { type: 'integer', description: 'page size' },
      totalPages: { type: 'integer' },
      totalCount: { type: 'integer', description: `exact, or ${COUNT_CAP} when capped` },
      totalCountCapped: {
        type: 'boolean',
        description: `present and true when more than ${COUNT_CAP} ${plural} match`,
      },
    },
  },
  ...errorResponses(400, 401, 403),
});

/** A fetch by key's answers: the record, or 404 when none has that key. */
export const recordResponses = (record: object) => ({ 200: record, ...errorResponses(400, 401, 403, 404) });
