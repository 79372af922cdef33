import type { Transaction } from 'kysely';
import { FREE_MINUTE_MESSAGES, type FreeMinuteAdd } from '../../../src/domain/freeMinutes/freeMinute.ts';
import { FREE_MINUTE_ROW_MESSAGES, type FreeMinuteRow } from '../../../src/domain/imports/freeMinuteRow.ts';
import type { RowOutcome } from '../../../src/domain/imports/rowOutcome.ts';
import { IMPORT_TEMPLATES } from '../../../src/domain/imports/templates.ts';
import { regionNameKey } from '../../../src/domain/regionList.ts';
import type { Database } from '../../db/schema.ts';
import { grantFreeMinutes } from '../../repositories/freeMinutes.ts';
import type { Applier } from '../applier.ts';
import { ROW_SCHEMAS } from '../rowSchemas.ts';

type Refusal = Extract<RowOutcome, { ok: false }>;

/**
 * The grants the rows name as staff have them (spec 7, Free minute add): a customer number
 * becomes its member's id, a region name (any case or accents, `regionNameKey`) its id, both read in the batch's own
 * transaction; a number or name that names nothing refuses its row.
 */
async function grantsOf(
  trx: Transaction<Database>,
  rows: FreeMinuteRow[],
): Promise<(FreeMinuteAdd | Refusal)[]> {
  const numbers = [...new Set(rows.flatMap((row) => (row.customerNumber ? [row.customerNumber] : [])))];
  const [members, regions] = await Promise.all([
    numbers.length
      ? trx
          .selectFrom('customers')
          .select(['id', 'customer_number'])
          .where('customer_number', 'in', numbers)
          .execute()
      : [],
    trx.selectFrom('regions').select(['id', 'name']).execute(),
  ]);
  const memberOf = new Map(members.map((member) => [member.customer_number, String(member.id)]));
  const regionOf = new Map(regions.map((region) => [regionNameKey(region.name), region.id]));
  return rows.map(({ customerNumber, customerId, regions: named, ...grant }) => {
    const member = customerNumber === undefined ? customerId : memberOf.get(customerNumber);
    if (member === undefined)
      return { ok: false, field: 'customerNumber', message: FREE_MINUTE_ROW_MESSAGES.unknownCustomerNumber };
    if (customerId !== undefined && customerId !== member)
      return { ok: false, field: 'customerNumber', message: FREE_MINUTE_ROW_MESSAGES.customerMismatch };
    const ids = named.map((region) =>
      typeof region === 'number' ? region : regionOf.get(regionNameKey(region)),
    );
    if (ids.some((id) => id === undefined))
      return { ok: false, field: 'regions', message: FREE_MINUTE_MESSAGES.unknownRegion };
    return { ...grant, customerId: member, regions: ids as number[] };
  });
}

/**
 * Add Free Minutes (/freeminutes-massimport): a row is the free-minutes form, its member and
 * regions as staff have them or by id (`grantsOf`). Two batches at once: a batch's time is
 * mostly the database's, which a second connection overlaps (bench/importScale.ts), and grants
 * share no unique key (references are unique within a file).
 */
export const freeMinutesApplier: Applier<FreeMinuteRow> = {
  type: 'addFreeMinutes',
  ...IMPORT_TEMPLATES.addFreeMinutes,
  rowSchema: ROW_SCHEMAS.addFreeMinutes,
  async apply(trx, actor, rows) {
    const resolved = await grantsOf(trx, rows);
    const grants = resolved.filter((row): row is FreeMinuteAdd => !('ok' in row));
    const granted = await grantFreeMinutes(trx, actor, grants);
    let next = 0;
    return resolved.map((row) => ('ok' in row ? row : granted[next++]!));
  },
  concurrentBatches: 2,
};
