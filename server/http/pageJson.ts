import type { Paginated } from '../../src/domain/pagination.ts';

/**
 * The JSON text of a page whose rows are JSON text already (written by the database): the
 * rows go into the answer as they are, with no parse and no serialization in between.
 */
export const pageJson = ({ data, ...fields }: Paginated<string>): string =>
  `{"data":[${data.join(',')}],${JSON.stringify(fields).slice(1)}`;
