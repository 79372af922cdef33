import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/httpError.ts';

/**
 * A GET /{id} route's handler: the record its read finds by the path's id, or 404
 * `error.notFound` saying no `what` has that id.
 */
export const recordById =
  <Found>(
    db: Kysely<Database>,
    read: (db: Kysely<Database>, id: string) => Promise<Found | undefined>,
    what: string,
  ) =>
  async (request: { params: { id: string } }) => {
    const record = await read(db, request.params.id);
    if (!record) throw new HttpError(404, 'error.notFound', `No ${what} has id ${request.params.id}`);
    return record;
  };
