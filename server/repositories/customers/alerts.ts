import { sql, type Kysely, type Selectable } from 'kysely';
import type { AlertAdd, AlertRecord } from '../../../src/domain/customers/alert.ts';
import { endOfDayIn } from '../../../src/domain/customers/alertExpiry.ts';
import { memberTimeZone } from '../../../src/domain/customers/memberTimeZone.ts';
import type { CustomerAlertsTable, Database } from '../../db/schema.ts';
import { HttpError } from '../../http/httpError.ts';
import { recordAudit, staleRecord, type Actor } from '../audit.ts';

/** A member's alert (spec 3, 5 and 9, Alert): the customer_alerts table, one row per member. */

const toAlert = (row: Selectable<CustomerAlertsTable>): AlertRecord => ({
  customerId: Number(row.customer_id),
  message: row.message,
  expiryDate: row.expiry_date,
  expiresAt: new Date(row.expires_at).toISOString(),
  timeZone: row.time_zone,
  createdBy: row.created_by,
  createDateTime: new Date(row.created_at).toISOString(),
  version: row.version,
});

/** What the Activity Log shows of an alert. */
const audited = (alert: AlertRecord) => ({ alertMessage: alert.message, alertExpiryDate: alert.expiryDate });

/**
 * The members' home time zones (memberTimeZone.ts), each falling back to their region's, by
 * member id in one query (a mass import asks for 500); ids with no member are absent.
 */
export async function memberZonesOf(
  db: Kysely<Database>,
  customerIds: string[],
): Promise<Map<string, string>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('customers')
    .leftJoin('regions', (join) =>
      join.on(sql<boolean>`regions.id = coalesce(customers.marketing_region_id, customers.signup_region_id)`),
    )
    .select(['customers.id', 'customers.home_city', 'customers.home_province', 'regions.time_zone'])
    .where('customers.id', 'in', customerIds)
    .execute();
  return new Map(
    rows.map((row) => [
      String(row.id),
      memberTimeZone({ city: row.home_city, province: row.home_province }, row.time_zone ?? undefined),
    ]),
  );
}

/** The member's home time zone; undefined when no member has that id. */
export async function memberZoneOf(db: Kysely<Database>, customerId: string): Promise<string | undefined> {
  return (await memberZonesOf(db, [customerId])).get(customerId);
}

/** The member's alert while it lasts (until the end of its day); undefined once it has expired or when none. */
export async function activeAlertOf(
  db: Kysely<Database>,
  customerId: string,
): Promise<AlertRecord | undefined> {
  const row = await db
    .selectFrom('customer_alerts')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row && toAlert(row);
}

/**
 * Adds the member's alert, ending at the end of its day in `timeZone`. The key is the member,
 * so the insert either creates the row or replaces an expired one; an active alert makes it
 * write nothing, and the answer is 409 (spec: only one alert per customer).
 */
export async function addAlert(
  db: Kysely<Database>,
  actor: Actor,
  customerId: string,
  { message, expiryDate }: AlertAdd,
  timeZone: string,
): Promise<AlertRecord> {
  const values = {
    message,
    expiry_date: expiryDate,
    expires_at: endOfDayIn(expiryDate, timeZone),
    time_zone: timeZone,
    created_by: actor.name,
    created_at: sql<Date>`now()`,
  };
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('customer_alerts')
      .values({ customer_id: customerId, ...values })
      .onConflict((oc) =>
        oc
          .column('customer_id')
          .doUpdateSet({ ...values, version: sql<number>`customer_alerts.version + 1` })
          .where('customer_alerts.expires_at', '<=', sql<Date>`now()`),
      )
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      throw new HttpError(409, 'alerts.alreadyActive', `Member ${customerId} already has an active alert`);
    }
    const alert = toAlert(row);
    await recordAudit(trx, actor, {
      entity: 'customers',
      recordId: customerId,
      action: 'alert.add',
      before: null,
      after: audited(alert),
    });
    return alert;
  });
}

/** Removes the member's active alert if it is still the version the staff member saw. */
export async function removeAlert(
  db: Kysely<Database>,
  actor: Actor,
  customerId: string,
  version: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('customer_alerts')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('expires_at', '>', sql<Date>`now()`)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'alerts.none', `Member ${customerId} has no active alert`);
    if (row.version !== version) {
      throw await staleRecord(trx, {
        entity: 'customers',
        recordId: customerId,
        actions: ['alert.add'],
        message: `The alert is at version ${row.version}, not ${version}`,
      });
    }
    await trx.deleteFrom('customer_alerts').where('customer_id', '=', customerId).execute();
    await recordAudit(trx, actor, {
      entity: 'customers',
      recordId: customerId,
      action: 'alert.remove',
      before: audited(toAlert(row)),
      after: null,
    });
  });
}
