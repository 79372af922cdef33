import type { Kysely } from 'kysely';
import { changesOf, type ActivityLog, type ActivityLogQuery } from '../../src/domain/activityLog.ts';
import { dayEnd, dayStart } from '../../src/domain/validation.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/httpError.ts';
import { auditTrail } from './audit.ts';

/**
 * Spec point 5 Activity log: every change made through this product to the member between
 * the start of `startDate`'s day and the end of `endDate`'s (now when absent), newest first.
 */
export async function memberActivity(
  db: Kysely<Database>,
  customerId: string,
  { startDate, endDate, page, count }: ActivityLogQuery,
): Promise<ActivityLog> {
  const member = await db
    .selectFrom('customers')
    .select('id')
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (!member) throw new HttpError(404, 'error.notFound', `No member has id ${customerId}`);
  const trail = await auditTrail(db, {
    entity: 'customers',
    recordId: customerId,
    from: dayStart(startDate)!,
    to: endDate ? dayEnd(endDate)! : new Date(),
    page,
    count,
  });
  return {
    ...trail,
    data: trail.data.map((entry) => ({
      id: Number(entry.id),
      at: new Date(entry.at).toISOString(),
      actorName: entry.actorName,
      action: entry.action,
      changes: changesOf(entry.before, entry.after),
    })),
  };
}
