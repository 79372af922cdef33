import type { Kysely } from 'kysely';
import { changesOf } from '../../../src/domain/activityLog.ts';
import { RECENT_PER_KIND, type RecentActivity } from '../../../src/domain/customers/recentActivity.ts';
import type { Database } from '../../db/schema.ts';
import { auditTrail } from '../audit.ts';
import { latestPayments } from '../payments.ts';
import { searchTickets } from '../tickets/search.ts';
import { latestTrips } from '../trips.ts';

/** Every change so far: the trail asks for a window, and no entry is dated after today. */
const ALL_TIME = () => ({ from: new Date(0), to: new Date(Date.now() + 86_400_000) });

/** Spec 2 split screen: the member's latest changes, tickets, trips and payments, each from its own index. */
export async function recentActivityOf(db: Kysely<Database>, customerId: string): Promise<RecentActivity> {
  const [changes, tickets, trips, payments] = await Promise.all([
    auditTrail(db, {
      entity: 'customers',
      recordId: customerId,
      ...ALL_TIME(),
      page: 1,
      count: RECENT_PER_KIND,
    }),
    searchTickets(db, { customer: customerId, page: 1, count: RECENT_PER_KIND }),
    latestTrips(db, customerId, RECENT_PER_KIND),
    latestPayments(db, customerId, RECENT_PER_KIND),
  ]);
  return {
    changes: changes.data.map(({ id, at, actorName, action, before, after }) => ({
      id,
      at,
      actorName,
      action,
      // The fields the Activity Log lists as changed; jsonb keeps its own key order.
      fields: changesOf(before, after)
        .map(({ field }) => field)
        .sort(),
    })),
    tickets: tickets.data.map(({ id, subject, status, priority, createDateTime }) => ({
      id,
      subject,
      status,
      priority,
      createDateTime,
    })),
    trips,
    payments,
  };
}
