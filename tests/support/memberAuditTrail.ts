import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.ts';

/** A member's audit entries, oldest first: what the Activity Log is built from (docs/architecture.md, Writes). */
export const memberAuditTrail = (db: Kysely<Database>, customerId: string) =>
  db
    .selectFrom('audit_entries')
    .select(['action', 'before', 'after', 'actor_name'])
    .where('entity', '=', 'customers')
    .where('record_id', '=', customerId)
    .orderBy('id')
    .execute();
