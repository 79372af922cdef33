import type { Transaction } from 'kysely';
import {
  FREE_MINUTE_MESSAGES,
  grantExpiry,
  type FreeMinuteAdd,
} from '../../src/domain/freeMinutes/freeMinute.ts';
import type { RowOutcome } from '../../src/domain/imports/rowOutcome.ts';
import type { Database } from '../db/schema.ts';
import { recordAudits, type Actor } from './audit.ts';
import { memberZonesOf } from './customers/alerts.ts';

type Trx = Transaction<Database>;

/** The ids among `ids` that name a row of `table`, in one query. */
const existing = async (trx: Trx, table: 'regions' | 'tickets', ids: number[]) => {
  if (ids.length === 0) return new Set<number>();
  const rows = await trx
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((row) => Number(row.id)));
};

type Refusal = { field: string; message: string };
type Accepted = { grant: FreeMinuteAdd; expiresAt: Date | null };

/**
 * Spec 7, Free minute add, for one grant or a mass import's 500: every row is judged against
 * what three queries found (members with their zones, regions, tickets), then the good ones
 * go in with one insert each for the grants, their ledger lines and their audit entries. One
 * outcome per grant, in order. Free minutes are zero-amount ledger lines (issue 19 point 2),
 * so the member's balance does not move.
 */
export async function grantFreeMinutes(
  trx: Trx,
  actor: Actor,
  grants: FreeMinuteAdd[],
  options: { promotionId?: number; now?: Date } = {},
): Promise<RowOutcome[]> {
  const now = options.now ?? new Date();
  const [zones, regions, tickets] = await Promise.all([
    memberZonesOf(trx, [...new Set(grants.map((grant) => String(grant.customerId)))]),
    existing(
      trx,
      'regions',
      grants.flatMap((grant) => grant.regions),
    ),
    existing(
      trx,
      'tickets',
      grants.flatMap((grant) => (grant.ticket === undefined ? [] : [grant.ticket])),
    ),
  ]);
  const judged = grants.map((grant): Refusal | Accepted => {
    const zone = zones.get(String(grant.customerId));
    if (zone === undefined) return { field: 'customerId', message: FREE_MINUTE_MESSAGES.unknownCustomer };
    if (!grant.regions.every((id) => regions.has(id)))
      return { field: 'regions', message: FREE_MINUTE_MESSAGES.unknownRegion };
    if (grant.ticket !== undefined && !tickets.has(grant.ticket))
      return { field: 'ticket', message: FREE_MINUTE_MESSAGES.unknownTicket };
    const expiry = grantExpiry(grant, zone, now);
    if ('past' in expiry) return { field: 'expiryDate', message: FREE_MINUTE_MESSAGES.expiryDatePast };
    return { grant, expiresAt: expiry.expiresAt };
  });
  const accepted = judged.filter((row): row is Accepted => 'grant' in row);
  const ids = await insertGrants(trx, actor, accepted, options.promotionId ?? null, now);
  let next = 0;
  return judged.map((row) => ('grant' in row ? { ok: true, id: ids[next++]! } : { ok: false, ...row }));
}

async function insertGrants(
  trx: Trx,
  actor: Actor,
  accepted: Accepted[],
  promotionId: number | null,
  now: Date,
): Promise<string[]> {
  if (accepted.length === 0) return [];
  const values = accepted.map(({ grant, expiresAt }) => ({
    customer_id: String(grant.customerId),
    reason: grant.reason,
    minutes: grant.freeMin,
    region_ids: grant.regions,
    granted_at: now,
    expires_at: expiresAt,
    ticket_id: grant.ticket ?? null,
    promotion_id: promotionId,
    staff_id: actor.staffId,
    staff_name: actor.name,
  }));
  // A multi-row INSERT ... RETURNING answers its rows in the order of its VALUES on both engines.
  const rows = await trx.insertInto('free_minute_grants').values(values).returning('id').execute();
  const ids = rows.map((row) => String(row.id));
  await trx
    .insertInto('ledger_lines')
    .values(
      values.map((grant, index) => ({
        customer_id: grant.customer_id,
        kind: 'freeMinutes',
        amount: '0',
        tax: '0',
        posted_at: now,
        reason: grant.reason,
        details: JSON.stringify({ minutes: grant.minutes }),
        free_minute_grant_id: ids[index]!,
        staff_id: actor.staffId,
        staff_name: actor.name,
      })),
    )
    .execute();
  await recordAudits(
    trx,
    actor,
    values.map((grant, index) => ({
      entity: 'freeMinutes',
      recordId: ids[index]!,
      action: 'freeMinutes.add',
      before: null,
      after: {
        customer_id: grant.customer_id,
        reason: grant.reason,
        minutes: grant.minutes,
        region_ids: grant.region_ids,
        expires_at: grant.expires_at,
        ticket_id: grant.ticket_id,
        promotion_id: grant.promotion_id,
      },
    })),
  );
  return ids;
}
