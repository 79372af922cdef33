import type { Kysely } from 'kysely';
import type { CarStatus } from '../../../src/domain/cars/carStatus.ts';
import { customerFullName, type NumberedMemberName } from '../../../src/domain/names.ts';
import type { TicketRelatedVehicle } from '../../../src/domain/tickets/ticketRelated.ts';
import type { Database } from '../../db/schema.ts';

export const ticketExists = async (db: Kysely<Database>, id: number): Promise<boolean> =>
  (await db.selectFrom('tickets').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

/** Spec point 7, /tickets/{id}/customers: the ticket's members, by id (the link's key order). */
export async function relatedCustomers(
  db: Kysely<Database>,
  ticketId: number,
): Promise<NumberedMemberName[]> {
  const rows = await db
    .selectFrom('ticket_customers as tc')
    .innerJoin('customers as c', 'c.id', 'tc.customer_id')
    .select(['c.id', 'c.customer_number', 'c.first_name', 'c.last_name', 'c.preferred_name'])
    .where('tc.ticket_id', '=', ticketId)
    .orderBy('c.id')
    .execute();
  return rows.map((r) => {
    const person = { firstName: r.first_name, lastName: r.last_name, preferredName: r.preferred_name };
    return {
      id: Number(r.id), // bigserial: exact as a JS number up to 2^53
      customerNumber: r.customer_number,
      ...person,
      fullName: customerFullName(person),
    };
  });
}

/** Spec point 7, /tickets/{id}/vehicle: the ticket's cars and their state, by VIN. */
export async function relatedVehicles(
  db: Kysely<Database>,
  ticketId: number,
): Promise<TicketRelatedVehicle[]> {
  const rows = await db
    .selectFrom('ticket_vehicles as tv')
    .innerJoin('cars', 'cars.vin', 'tv.vin')
    .select(['cars.vin', 'cars.plate_number', 'cars.status', 'cars.make', 'cars.model', 'cars.fuel_level'])
    .where('tv.ticket_id', '=', ticketId)
    .orderBy('cars.vin')
    .execute();
  return rows.map((r) => ({
    vin: r.vin,
    plateNumber: r.plate_number,
    status: r.status as CarStatus,
    make: r.make,
    model: r.model,
    fuelLevel: r.fuel_level,
  }));
}
