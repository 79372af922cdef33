import { sql, type Transaction } from 'kysely';
import {
  FREE_MINUTE_MESSAGES,
  grantExpiry,
  type FreeMinuteAdd,
} from '../../src/domain/freeMinutes/freeMinute.ts';
import type { RowOutcome } from '../../src/domain/imports/rowOutcome.ts';
import type { Database } from '../db/schema.ts';
import type { Actor } from './audit.ts';
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
 * outcome per grant, in order. Free minutes are zero-amount ledger lines (spec 3, Free minute),
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

/**
 * The grants, their ledger lines and their audit entries in ONE statement with one array
 * parameter per column (a mass import's 500 rows are otherwise three statements of thousands of
 * parameters, most of a batch's time: bench/importScale.ts). The ids are drawn first, in the
 * rows' order, so each line and entry names its grant without relying on RETURNING's order.
 */
async function insertGrants(
  trx: Trx,
  actor: Actor,
  accepted: Accepted[],
  promotionId: number | null,
  now: Date,
): Promise<string[]> {
  if (accepted.length === 0) return [];
  const column = <T>(pick: (row: Accepted) => T) => accepted.map(pick);
  const afters = column(({ grant, expiresAt }) =>
    JSON.stringify({
      customer_id: String(grant.customerId),
      reason: grant.reason,
      minutes: grant.freeMin,
      region_ids: grant.regions,
      expires_at: expiresAt?.toISOString() ?? null,
      ticket_id: grant.ticket ?? null,
      promotion_id: promotionId,
    }),
  );
  const { rows } = await sql<{ id: string }>`
    WITH input AS MATERIALIZED (
      SELECT nextval('free_minute_grants_id_seq') AS id, row.*
      FROM unnest(
        ${column(({ grant }) => String(grant.customerId))}::bigint[],
        ${column(({ grant }) => grant.reason)}::text[],
        ${column(({ grant }) => grant.freeMin)}::integer[],
        ${column(({ grant }) => `{${grant.regions.join(',')}}`)}::text[],
        ${column(({ expiresAt }) => expiresAt?.toISOString() ?? null)}::timestamptz[],
        ${column(({ grant }) => grant.ticket ?? null)}::integer[],
        ${afters}::text[]
      ) WITH ORDINALITY AS row(customer_id, reason, minutes, region_ids, expires_at, ticket_id, after, n)
      ORDER BY n
    ),
    grants AS (
      INSERT INTO free_minute_grants (id, customer_id, reason, minutes, region_ids, granted_at, expires_at,
        ticket_id, promotion_id, staff_id, staff_name)
      SELECT id, customer_id, reason, minutes, region_ids::integer[], ${now}, expires_at,
        ticket_id, ${promotionId}::integer, ${actor.staffId}::integer, ${actor.name}::text
      FROM input
    ),
    lines AS (
      INSERT INTO ledger_lines (customer_id, kind, amount, tax, posted_at, reason, details,
        free_minute_grant_id, staff_id, staff_name)
      SELECT customer_id, 'freeMinutes', 0, 0, ${now}, reason, jsonb_build_object('minutes', minutes),
        id, ${actor.staffId}::integer, ${actor.name}::text
      FROM input
    ),
    audit AS (
      INSERT INTO audit_entries (actor_staff_id, actor_name, entity, record_id, action, before, after)
      SELECT ${actor.staffId}::integer, ${actor.name}::text, 'freeMinutes', id::text, 'freeMinutes.add',
        NULL, after::jsonb
      FROM input
    )
    SELECT id FROM input ORDER BY n`.execute(trx);
  return rows.map((row) => String(row.id));
}
