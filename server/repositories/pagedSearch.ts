import { sql, type CompiledQuery, type Kysely, type SelectQueryBuilder } from 'kysely';
import { COUNT_CAP, pageFields, type Paginated } from '../../src/domain/pagination.ts';
import type { Database } from '../db/schema.ts';
import { rememberedCappedCount } from './rememberedCount.ts';

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

/**
 * A search compiled once per shape (compiledOnce): its page, then its count capped at `cap`
 * (remembered past it) unless the page tells it. A search that fits in one page (a customer
 * number, a ticket id) is then one query, not two plans.
 */
export async function compiledSearch<Row, Item>(
  db: Kysely<Database>,
  queries: { page: CompiledQuery; count: CompiledQuery },
  { page, count }: { page: number; count: number },
  cap: number,
  toItem: (row: Row) => Item,
): Promise<Paginated<Item>> {
  const { rows } = await db.executeQuery<Row>(queries.page);
  const total =
    totalFromPage(page, count, rows.length) ?? (await rememberedCappedCount(db, queries.count, cap));
  const capped = total > cap;
  return { data: rows.map(toItem), ...pageFields(page, count, capped ? cap : total, capped) };
}
