import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { COUNT_CAP, pageFields, type Paginated } from '../../src/domain/pagination.ts';
import type { Database } from '../db/schema.ts';

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
  const [rows, counted] = await Promise.all([
    ordered
      .limit(count)
      .offset((page - 1) * count)
      .execute(),
    // An exact count up to the cap: past it, counting costs more than it tells.
    db
      .selectFrom(
        matches
          .select(sql`1`.as('one'))
          .limit(COUNT_CAP + 1)
          .as('matches'),
      )
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(counted.total);
  const capped = total > COUNT_CAP;
  return {
    data: await toItems(rows),
    ...pageFields(page, count, capped ? COUNT_CAP : total, capped),
  };
}
