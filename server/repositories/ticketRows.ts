import type { Kysely, Selectable } from 'kysely';
import {
  customerFullName,
  staffFullName,
  type TicketCustomer,
  type TicketDepartment,
  type TicketPriority,
  type TicketSearchRow,
  type TicketSource,
  type TicketStaff,
  type TicketStatus,
  type TicketVehicle,
} from '../../src/domain/tickets.ts';
import type { Database, TicketsTable } from '../db/schema.ts';

export const ticketColumns = [
  'tickets.id',
  'tickets.subject',
  'tickets.department',
  'tickets.source',
  'tickets.priority',
  'tickets.status',
  'tickets.staff_id',
  'tickets.created_at',
  'tickets.created_by',
  'tickets.updated_at',
  'tickets.updated_by',
] as const;
type TicketRow = Pick<
  Selectable<TicketsTable>,
  | 'id'
  | 'subject'
  | 'department'
  | 'source'
  | 'priority'
  | 'status'
  | 'staff_id'
  | 'created_at'
  | 'created_by'
  | 'updated_at'
  | 'updated_by'
>;

const groupBy = <T, V>(rows: T[], key: (row: T) => number, value: (row: T) => V) => {
  const groups = new Map<number, V[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(value(row));
    else groups.set(key(row), [value(row)]);
  }
  return groups;
};

/**
 * The tickets' staff, categories, customers and cars: one set-based query each for the
 * whole page (never one per ticket), then the rows in the API's shape, in the page's order.
 */
export async function withRelations(db: Kysely<Database>, tickets: TicketRow[]): Promise<TicketSearchRow[]> {
  if (!tickets.length) return [];
  const ids = tickets.map((t) => t.id);
  const staffIds = [...new Set(tickets.flatMap((t) => (t.staff_id === null ? [] : [t.staff_id])))];
  const [staff, categories, customers, vehicles] = await Promise.all([
    staffIds.length
      ? db
          .selectFrom('staffs')
          .select(['id', 'first_name', 'last_name', 'role'])
          .where('id', 'in', staffIds)
          .execute()
      : Promise.resolve([]),
    db
      .selectFrom('ticket_categories')
      .select(['ticket_id', 'category_value'])
      .where('ticket_id', 'in', ids)
      .orderBy('ticket_id')
      .orderBy('category_value')
      .execute(),
    db
      .selectFrom('ticket_customers as tc')
      .innerJoin('customers as c', 'c.id', 'tc.customer_id')
      .select(['tc.ticket_id', 'c.id', 'c.first_name', 'c.last_name', 'c.preferred_name'])
      .where('tc.ticket_id', 'in', ids)
      .orderBy('tc.ticket_id')
      .orderBy('c.id')
      .execute(),
    db
      .selectFrom('ticket_vehicles as tv')
      .leftJoin('cars', 'cars.vin', 'tv.vin')
      .select(['tv.ticket_id', 'tv.vin', 'cars.plate_number'])
      .where('tv.ticket_id', 'in', ids)
      .orderBy('tv.ticket_id')
      .orderBy('tv.vin')
      .execute(),
  ]);
  const staffById = new Map<number, TicketStaff>(
    staff.map((s) => {
      const person = { id: s.id, firstName: s.first_name, lastName: s.last_name, role: s.role };
      return [s.id, { ...person, fullName: staffFullName(person) }];
    }),
  );
  const categoriesOf = groupBy(
    categories,
    (r) => r.ticket_id,
    (r) => r.category_value,
  );
  const customersOf = groupBy(
    customers,
    (r) => r.ticket_id,
    (r): TicketCustomer => {
      const person = {
        id: Number(r.id), // bigserial: exact as a JS number up to 2^53
        firstName: r.first_name,
        lastName: r.last_name,
        preferredName: r.preferred_name,
      };
      return { ...person, fullName: customerFullName(person) };
    },
  );
  const vehiclesOf = groupBy(
    vehicles,
    (r) => r.ticket_id,
    (r): TicketVehicle => ({ vin: r.vin, plateNumber: r.plate_number }),
  );
  return tickets.map((t) => ({
    id: t.id,
    subject: t.subject,
    department: t.department as TicketDepartment,
    source: t.source as TicketSource | null,
    priority: t.priority as TicketPriority,
    status: t.status as TicketStatus,
    staff: (t.staff_id !== null && staffById.get(t.staff_id)) || null,
    categories: categoriesOf.get(t.id) ?? [],
    customers: customersOf.get(t.id) ?? [],
    vehicles: vehiclesOf.get(t.id) ?? [],
    createDateTime: new Date(t.created_at).toISOString(),
    createdBy: t.created_by,
    updateDateTime: t.updated_at === null ? null : new Date(t.updated_at).toISOString(),
    updatedBy: t.updated_by,
  }));
}
