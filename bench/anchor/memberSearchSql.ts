import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import type pg from 'pg';
import { customerSearchQuery } from '../../src/domain/customers/customerSearchQuery.ts';
import type { Database } from '../../server/db/schema.ts';
import { searchCustomers } from '../../server/repositories/customers/customers.ts';
import { escapeLike } from '../../server/repositories/likePrefix.ts';
import { SEARCH_TOTAL } from '../../server/repositories/pagedSearch.ts';

export interface MemberSearchRequest {
  lastName: string;
  page: number;
  count: number;
}

export interface Statement {
  sql: string;
  parameters(request: MemberSearchRequest): unknown[];
}

/** Values nothing else in the queries can hold, to tell which parameter carries what. */
const PROBE = { lastName: 'qxbenchprobeqx', page: 3, count: 17 };

/**
 * The SQL the product runs for a last-name member search, as its own Kysely code compiles
 * it (the page carrying its capped count, and the count alone for an empty page), so the anchor cannot drift from the product. The
 * product's search runs once with probe values; each parameter is then mapped back to the
 * request field it came from, and the others (the count cap) stay as compiled.
 */
export async function memberSearchStatements(pool: pg.Pool): Promise<{ page: Statement; count: Statement }> {
  const compiled: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      compiled.push(event.query);
    },
  });
  await searchCustomers(
    db,
    customerSearchQuery.parse({ ...PROBE, page: String(PROBE.page), count: String(PROBE.count) }),
  );
  const statement = ({ sql, parameters }: CompiledQuery): Statement => {
    const fill = parameters.map((value) =>
      value === escapeLike(PROBE.lastName)
        ? (r: MemberSearchRequest) => escapeLike(r.lastName)
        : value === PROBE.count
          ? (r: MemberSearchRequest) => r.count
          : value === (PROBE.page - 1) * PROBE.count
            ? (r: MemberSearchRequest) => (r.page - 1) * r.count
            : () => value,
    );
    return { sql, parameters: (request) => fill.map((f) => f(request)) };
  };
  // The probe's page is empty, so the product runs its page (carrying the count) and then the count alone.
  const [page, count] = compiled;
  if (compiled.length !== 2 || !page!.sql.includes(SEARCH_TOTAL))
    throw new Error(
      `expected the member search to run its page with the count, then the count; saw ${compiled.length} queries`,
    );
  return { page: statement(page!), count: statement(count!) };
}
