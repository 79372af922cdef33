import { sql } from 'kysely';
import type { TicketSearchRow } from '../../../src/domain/tickets/tickets.ts';

/**
 * A ticket as the search lists it: the JSON the database keeps in its search_row (migration
 * 094), read as text so that it reaches the answer unparsed. A page is 25 of them.
 */
export const searchRowText = sql<string>`tickets.search_row::text`.as('search_row');

/** A search row as an object, for the answers that add to it (a ticket's details, a CSV line). */
export const searchRowOf = ({ search_row }: { search_row: string }): TicketSearchRow =>
  JSON.parse(search_row) as TicketSearchRow;
