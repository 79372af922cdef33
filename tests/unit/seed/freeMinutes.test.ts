import { describe, expect, it } from 'vitest';
import { collectSeed } from './collect.ts';

const NOW = Date.UTC(2026, 4, 15, 18, 0, 0);
const DAY = 86_400_000;
const seed = collectSeed(600, NOW);
const at = (value: unknown) => (value as Date).getTime();
const linesOf = (kind: string) => seed.ledgerLines.filter((line) => line.kind === kind);

describe("the seed's free minutes and promo codes", () => {
  it('gives each grant its zero-amount freeMinutes line, and each cancel its freeMinutesCancel line', () => {
    const granted = new Map(linesOf('freeMinutes').map((line) => [line.free_minute_grant_id, line]));
    const cancelled = new Map(linesOf('freeMinutesCancel').map((line) => [line.free_minute_grant_id, line]));
    expect(granted.size).toBe(seed.freeMinuteGrants.length);
    for (const grant of seed.freeMinuteGrants) {
      const line = granted.get(grant.id)!;
      expect(line).toMatchObject({
        customer_id: grant.customer_id,
        amount: '0.00',
        tax: '0.00',
        reason: grant.reason,
        details: { minutes: grant.minutes },
        staff_id: grant.staff_id,
      });
      expect(at(line.posted_at)).toBe(at(grant.granted_at));
      const cancel = cancelled.get(grant.id);
      if (grant.cancelled_at === null) {
        expect(cancel).toBeUndefined();
        expect(grant).toMatchObject({ version: 1, cancelled_minutes: 0 });
        continue;
      }
      // What was left (all of it: the seed uses none) cancelled, the version moved on.
      expect(grant).toMatchObject({ version: 2, cancelled_minutes: grant.minutes });
      expect(cancel).toMatchObject({
        customer_id: grant.customer_id,
        reason: grant.cancel_reason,
        details: { minutes: -(grant.minutes as number) },
        staff_name: grant.cancelled_by,
      });
      expect(at(cancel!.posted_at)).toBe(at(grant.cancelled_at));
      expect(at(grant.cancelled_at)).toBeGreaterThan(at(grant.granted_at));
    }
    expect(cancelled.size).toBeGreaterThan(0);
  });

  it('shows every state at the smallest seed: open, expiring within 7 days, expired, cancelled', () => {
    for (const { freeMinuteGrants } of [collectSeed(100, NOW), seed]) {
      const states = new Set(
        freeMinuteGrants.map((grant) => {
          if (grant.cancelled_at !== null) return 'cancelled';
          if (grant.expires_at === null) return 'open';
          const expires = at(grant.expires_at);
          return expires <= NOW ? 'expired' : expires <= NOW + 7 * DAY ? 'expiringSoon' : 'open';
        }),
      );
      expect([...states].sort()).toEqual(['cancelled', 'expired', 'expiringSoon', 'open']);
    }
  });

  it('applies ACTIVE codes already started, once per member, within their uses, with the grant they make', () => {
    const promotions = new Map(seed.promotions.map((p) => [p.id, p]));
    const grants = new Map(seed.freeMinuteGrants.map((grant) => [grant.id, grant]));
    const joined = new Map(seed.customers.map((c) => [c.id, at(c.created_at)]));
    const uses = new Map<unknown, number>();
    const pairs = new Set<string>();
    expect(seed.promoApplications.length).toBeGreaterThan(0);
    for (const application of seed.promoApplications) {
      const promotion = promotions.get(application.promotion_id as number)!;
      expect(promotion.status).toBe('ACTIVE');
      const applied = at(application.applied_at);
      expect(applied).toBeGreaterThan(Date.parse(promotion.start_date as string));
      expect(applied).toBeGreaterThan(joined.get(application.customer_id)!);
      expect(applied).toBeLessThan(NOW);
      pairs.add(`${application.promotion_id}:${application.customer_id}`);
      uses.set(promotion.id, (uses.get(promotion.id) ?? 0) + 1);
      const grant = grants.get(application.grant_id)!;
      expect(grant).toMatchObject({
        customer_id: application.customer_id,
        reason: 'Promo Minutes Extension',
        minutes: promotion.free_minutes,
        promotion_id: promotion.id,
        staff_id: application.staff_id,
      });
      expect(at(grant.granted_at)).toBe(applied);
      expect(at(grant.expires_at)).toBe(applied + (promotion.days_valid as number) * DAY);
    }
    expect(pairs.size).toBe(seed.promoApplications.length);
    for (const [id, count] of uses)
      expect(count).toBeLessThanOrEqual(promotions.get(id as number)!.number_of_uses as number);
  });

  it('is the same on every run', () => {
    const again = collectSeed(600, NOW);
    expect(again.freeMinuteGrants).toEqual(seed.freeMinuteGrants);
    expect(again.promoApplications).toEqual(seed.promoApplications);
  });
});
