import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { COUNT_CAP, pageFields, type Paginated } from '../../src/domain/pagination.ts';
import type { Database } from '../db/schema.ts';

/**
 * How many rows `matches` holds, counting no further than `cap + 1`: past the cap,
 * counting costs more than it tells.
 */
export async function cappedCount<Table extends keyof Database>(
  db: Kysely<Database>,
  matches: SelectQueryBuilder<Database, Table, object>,
  cap: number,
): Promise<number> {
  const { total } = await db
    .selectFrom(
      matches
        .select(sql`1`.as('one'))
        .limit(cap + 1)
        .as('matches'),
    )
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/**
 * One page of a search and its count, asked together. `matches` is the filtered table with
 * nothing selected yet; `ordered` selects from it in the order of the index that serves it.
 */
export async function pagedSearch<Table extends keyof Database, Row, Item>(
  db: Kysely<Database>,
  matches: SelectQueryBuilder<Database, Table, object>,
  ordered: SelectQueryBuilder<Database, Table, Row>,
  { page, count }: { page: number; count: number },
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<Paginated<Item>> {
  const [rows, total] = await Promise.all([
    ordered
      .limit(count)
      .offset((page - 1) * count)
      .execute(),
    cappedCount(db, matches, COUNT_CAP),
  ]);
  const capped = total > COUNT_CAP;
  return {
    data: await toItems(rows),
    ...pageFields(page, count, capped ? COUNT_CAP : total, capped),
  };
}
