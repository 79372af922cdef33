import type { Transaction } from 'kysely';
import type { LedgerWriteResult } from '../../../src/domain/billing/modalRequests.ts';
import { toCents } from '../../../src/domain/money.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/httpError.ts';
import { recordAudit, type Actor } from '../audit.ts';
import { type LedgerPosting, postLedgerLines } from '../ledger.ts';
import { toLedgerLineRows, wireAmount } from './ledgerRows.ts';

export interface LedgerWrite {
  customerId: number;
  actor: Actor;
  /** The audit entry's action, in the spec's words: `specialFee.add`, `feeReversal.add`... */
  action: string;
  /**
   * Checks the request against the member's records under the member's lock and answers the
   * lines to post; a refusal throws (HttpError) and nothing is written.
   */
  lines: (trx: Transaction<Database>) => Promise<LedgerPosting[]>;
}

/**
 * One staff write to a member's ledger (spec 2 Modals), in the caller's transaction (which
 * holds the write's Idempotency-Key, server/http/idempotency.ts): the member's row
 * locked (404 when unknown), so the balance before and after in the audit entry are the ones
 * these lines moved and two writes for one member take turns; the lines posted through
 * postLedgerLines; the audit entry on the member (its Activity Log) with the balance before and
 * after and the lines. Answers the lines and the new balance.
 */
export async function writeLedger(
  trx: Transaction<Database>,
  { customerId, actor, action, lines }: LedgerWrite,
): Promise<LedgerWriteResult> {
  const member = await trx
    .selectFrom('customers')
    .select('outstanding_balance')
    .where('id', '=', String(customerId))
    .forUpdate()
    .executeTakeFirst();
  if (!member) throw new HttpError(404, 'error.notFound', `No member has id ${customerId}`);
  const postings = await lines(trx);
  const ids = await postLedgerLines(trx, customerId, actor, postings);
  const after = await trx
    .selectFrom('customers')
    .select('outstanding_balance')
    .where('id', '=', String(customerId))
    .executeTakeFirstOrThrow();
  const rows = await trx
    .selectFrom('ledger_lines')
    .selectAll()
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  const wired = await toLedgerLineRows(trx, rows);
  const balance = wireAmount(toCents(after.outstanding_balance));
  await recordAudit(trx, actor, {
    entity: 'customers',
    recordId: customerId,
    action,
    before: { balance: wireAmount(toCents(member.outstanding_balance)) },
    after: { balance, lines: wired },
  });
  return { lines: wired, balance };
}
