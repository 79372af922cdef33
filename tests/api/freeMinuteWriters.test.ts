import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudits } from '../../server/repositories/audit.ts';
import { grantFreeMinutes } from '../../server/repositories/freeMinutes.ts';
import { applyPromoCodes } from '../../server/repositories/promoApplications.ts';
import type { FreeMinuteAdd } from '../../src/domain/freeMinutes/freeMinute.ts';
import { insertMembers } from '../support/memberTrips.ts';
import { insertPromotionRegions } from '../support/promotionRegions.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const ACTOR = { staffId: null, name: 'Batch Tester' };
const NOW = new Date('2026-06-15T12:00:00Z');

describe.each(engines)('the free-minute and apply-promo batch writers on %s', (engine) => {
  let t: TestApp;
  let members: string[];
  const grant = (customerId: string, extra: Partial<FreeMinuteAdd> = {}): FreeMinuteAdd => ({
    customerId,
    reason: 'Other',
    freeMin: 30,
    regions: [1],
    expiry: 'none',
    expiryDays: undefined,
    expiryDate: '',
    ticket: undefined,
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp(engine);
    await insertPromotionRegions(t.db);
    members = await insertMembers(
      t.db,
      Array.from({ length: 3 }, (_, index) => ({
        customer_number: `W-${index}`,
        first_name: 'Batch',
        last_name: `Member ${index}`,
        email: `w${index}@example.com`,
        home_province: 'BC',
      })),
    );
  });
  afterAll(() => t.close());

  it('grants the good rows in one batch, refuses the others with their field, in order', async () => {
    const outcomes = await t.db
      .transaction()
      .execute((trx) =>
        grantFreeMinutes(
          trx,
          ACTOR,
          [
            grant(members[0]!),
            grant('999999'),
            grant(members[1]!, { regions: [1, 77] }),
            grant(members[1]!, { ticket: 424242 }),
            grant(members[1]!, { expiry: 'date', expiryDate: '2026-06-14' }),
            grant(members[2]!, { expiry: 'date', expiryDate: '2026-06-15' }),
          ],
          { now: NOW },
        ),
      );
    expect(outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.field))).toEqual([
      'ok',
      'customerId',
      'regions',
      'ticket',
      'expiryDate',
      'ok',
    ]);
    const dated = await t.db
      .selectFrom('free_minute_grants')
      .select('expires_at')
      .where('customer_id', '=', members[2]!)
      .executeTakeFirstOrThrow();
    // The end of 15 June in Vancouver, the member's zone: 07:00 UTC on the 16th.
    expect(new Date(dated.expires_at!).toISOString()).toBe('2026-06-16T07:00:00.000Z');
    const lines = await t.db
      .selectFrom('ledger_lines')
      .select(['kind', 'amount', 'details'])
      .where('free_minute_grant_id', 'is not', null)
      .execute();
    expect(lines).toHaveLength(2);
    expect(lines[0]!.details).toEqual({ minutes: 30 });
  });

  it("names each grant on its own ledger line and audit entry, whatever the batch's size", async () => {
    const grants = Array.from({ length: 40 }, (_, index) =>
      grant(members[index % 3]!, { freeMin: index + 1, regions: index % 2 ? [1, 2] : [2] }),
    );
    const outcomes = await t.db
      .transaction()
      .execute((trx) => grantFreeMinutes(trx, ACTOR, grants, { now: NOW }));
    const ids = outcomes.map((outcome) => (outcome.ok ? outcome.id : 'refused'));
    const stored = await t.db
      .selectFrom('free_minute_grants')
      .innerJoin('ledger_lines', 'ledger_lines.free_minute_grant_id', 'free_minute_grants.id')
      .innerJoin('audit_entries', (join) =>
        join
          .on('audit_entries.entity', '=', 'freeMinutes')
          .onRef('audit_entries.record_id', '=', sql<string>`free_minute_grants.id::text`),
      )
      .select([
        'free_minute_grants.id',
        'free_minute_grants.minutes',
        'free_minute_grants.region_ids',
        'ledger_lines.details',
        'audit_entries.after',
      ])
      .where('free_minute_grants.id', 'in', ids)
      .execute();
    const byId = new Map(stored.map((row) => [String(row.id), row]));
    ids.forEach((id, index) => {
      const row = byId.get(id)!;
      expect(row.minutes).toBe(index + 1);
      expect(row.region_ids).toEqual(grants[index]!.regions);
      expect(row.details).toEqual({ minutes: index + 1 });
      expect(row.after).toMatchObject({ minutes: index + 1, region_ids: grants[index]!.regions });
    });
  });

  it('keeps awkward text as given in audit entries written together', async () => {
    const awkward = ['say "hi"', 'back\\slash', '{braces, commas}', 'NULL', 'é\n日本', ''];
    await t.db.transaction().execute((trx) =>
      recordAudits(
        trx,
        { staffId: null, name: 'O\'Brien "the" {tester}' },
        awkward.map((text, index) => ({
          entity: 'customers',
          recordId: `awk-${index}`,
          action: text || 'blank',
          before: index % 2 ? null : { text },
          after: { text, index },
        })),
      ),
    );
    const rows = await t.db
      .selectFrom('audit_entries')
      .select(['record_id', 'actor_name', 'action', 'before', 'after'])
      .where('record_id', 'like', 'awk-%')
      .orderBy('record_id')
      .execute();
    expect(rows).toEqual(
      awkward.map((text, index) => ({
        record_id: `awk-${index}`,
        actor_name: 'O\'Brien "the" {tester}',
        action: text || 'blank',
        before: index % 2 ? null : { text },
        after: { text, index },
      })),
    );
  });

  it('applies a code once per member and not past its uses', async () => {
    await t.db
      .insertInto('promotions')
      .values({
        promo_code: 'BATCH20',
        sub_channel: 'Digital',
        status: 'ACTIVE',
        type: 'Non-join code',
        free_minutes: 20,
        days_valid: 10,
        number_of_uses: 2,
        start_date: '2026-01-01',
      })
      .execute();
    const outcomes = await t.db.transaction().execute((trx) =>
      applyPromoCodes(
        trx,
        ACTOR,
        [
          { customerId: members[0]!, promoCode: ' batch20 ' },
          { customerId: members[0]!, promoCode: 'BATCH20' },
          { customerId: members[1]!, promoCode: 'BATCH20' },
          { customerId: members[2]!, promoCode: 'BATCH20' },
          { customerId: members[2]!, promoCode: 'NOPE' },
        ],
        NOW,
      ),
    );
    expect(outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.message))).toEqual([
      'ok',
      'applyPromo.errors.alreadyApplied',
      'ok',
      'applyPromo.errors.usesExhausted',
      'applyPromo.errors.invalidCode',
    ]);
  });
});
