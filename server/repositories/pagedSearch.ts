import {
  sql,
  type AliasedSelectQueryBuilder,
  type CompiledQuery,
  type Kysely,
  type SelectQueryBuilder,
} from 'kysely';
import { COUNT_CAP, pageFields, type Paginated } from '../../src/domain/pagination.ts';
import type { Database } from '../db/schema.ts';
import { countSeen, rememberedCappedCount, remembersPastCap } from './rememberedCount.ts';

/** The count of `matches` that stops at `cap + 1` rows: the query cappedCount runs. */
export const cappedCountQuery = <Table extends keyof Database>(
  db: Kysely<Database>,
  matches: SelectQueryBuilder<Database, Table, object>,
  cap: number,
) =>
  db
    .selectFrom(
      matches
        .select(sql`1`.as('one'))
        .limit(cap + 1)
        .as('matches'),
    )
    .select((eb) => eb.fn.countAll<string>().as('total'));

/**
 * How many rows `matches` holds, counting no further than `cap + 1`: past the cap,
 * counting costs more than it tells.
 */
export async function cappedCount<Table extends keyof Database>(
  db: Kysely<Database>,
  matches: SelectQueryBuilder<Database, Table, object>,
  cap: number,
): Promise<number> {
  const { total } = await cappedCountQuery(db, matches, cap).executeTakeFirstOrThrow();
  return Number(total);
}

/**
 * The number of matches a page already tells, or undefined when only a count can: a page with
 * room left holds the last matches (so does an empty first page), and the ones before it fill
 * the pages before.
 */
export const totalFromPage = (page: number, count: number, rows: number) =>
  rows < count && (rows > 0 || page === 1) ? (page - 1) * count + rows : undefined;

/** The matches in order, selected: any query that pages (its tables may differ from the count's). */
interface OrderedRows<Row> {
  limit(count: number): { offset(skip: number): { execute(): Promise<Row[]> } };
}

/**
 * One page of a search and its count, asked together. `matches` is the filtered table with
 * nothing selected yet; `ordered` selects from it in the order of the index that serves it.
 * `counter` counts the matches up to the cap (cappedCount unless the search says otherwise).
 */
export async function pagedSearch<Table extends keyof Database, Row, Item>(
  db: Kysely<Database>,
  matches: SelectQueryBuilder<Database, Table, object>,
  ordered: OrderedRows<Row>,
  { page, count }: { page: number; count: number },
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>,
  counter: typeof cappedCount = cappedCount,
): Promise<Paginated<Item>> {
  const [rows, total] = await Promise.all([
    ordered
      .limit(count)
      .offset((page - 1) * count)
      .execute(),
    counter(db, matches, COUNT_CAP),
  ]);
  const capped = total > COUNT_CAP;
  return {
    data: await toItems(rows),
    ...pageFields(page, count, capped ? COUNT_CAP : total, capped),
  };
}

/** The column a page carries its search's capped count in, when asked for it. */
export const SEARCH_TOTAL = 'search_total';

/**
 * `page` carrying `count` (a capped count, one row and column) as a scalar subquery: PostgreSQL
 * runs it once for the statement, so the page and its count cost one round trip, not two.
 */
export const withCount = <TB extends keyof Database, O>(
  page: SelectQueryBuilder<Database, TB, O>,
  count: {
    as(alias: typeof SEARCH_TOTAL): AliasedSelectQueryBuilder<{ total: string }, typeof SEARCH_TOTAL>;
  },
) => page.select(count.as(SEARCH_TOTAL));

/** A search's statements, each compiled once per shape (compiledOnce). */
export interface SearchStatements {
  /** Its page, alone or carrying the capped count (withCount). */
  page(withCount: boolean): CompiledQuery;
  /** Its capped count alone: run when the page is empty, and the key its count is remembered by. */
  count: CompiledQuery;
  /**
   * false: the count is asked on every page, never remembered past the cap, because a change
   * must show at once and the count is cheap (a tally the database keeps, migration 118).
   */
  remember?: false;
}

/**
 * A search compiled once per shape: its page, carrying its count capped at `cap` unless a
 * count past the cap is remembered (rememberedCount, unless `statements.remember` is false).
 * One statement answers the page and the count; only an empty page past the first asks for
 * the count alone.
 */
export async function compiledSearch<Row, Item>(
  db: Kysely<Database>,
  statements: SearchStatements,
  { page, count }: { page: number; count: number },
  cap: number,
  toItem: (row: Row) => Item,
): Promise<Paginated<Item>> {
  const remember = statements.remember !== false;
  const counted = !remember || !remembersPastCap(db, statements.count);
  const { rows } = await db.executeQuery<Row & { [SEARCH_TOTAL]?: string | number }>(
    statements.page(counted),
  );
  const seen = (total: number) => (remember ? countSeen(db, statements.count, total, cap) : total);
  const total =
    totalFromPage(page, count, rows.length) ??
    (counted && rows.length
      ? seen(Number(rows[0][SEARCH_TOTAL]))
      : remember
        ? await rememberedCappedCount(db, statements.count, cap)
        : Number((await db.executeQuery<{ total: string | number }>(statements.count)).rows[0].total));
  const capped = total > cap;
  return { data: rows.map(toItem), ...pageFields(page, count, capped ? cap : total, capped) };
}
