import type { Kysely } from 'kysely';
import type { FeeType } from '../../../src/domain/billing/ledger.ts';
import type { ProductFee } from '../../../src/domain/billing/productFees.ts';
import { toCents } from '../../../src/domain/money.ts';
import type { Database } from '../../db/schema.ts';
import { wireAmount } from './ledgerRows.ts';

/** Spec 7 Billing fee fetch: the catalogue, of one type when asked, sorted by type then name. */
export async function listProductFees(db: Kysely<Database>, type?: FeeType): Promise<ProductFee[]> {
  let query = db.selectFrom('product_fees').selectAll();
  if (type) query = query.where('type', '=', type);
  const rows = await query.orderBy('type').orderBy('name').orderBy('code').execute();
  return rows.map((row) => ({
    code: row.code,
    type: row.type,
    name: row.name,
    netAmount: wireAmount(toCents(row.net_amount)),
  }));
}
