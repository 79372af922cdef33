import type { Selectable } from 'kysely';
import {
  customerFullName,
  staffFullName,
  type TicketCustomer,
  type TicketDepartment,
  type TicketPriority,
  type TicketSearchRow,
  type TicketSource,
  type TicketStatus,
  type TicketVehicle,
} from '../../src/domain/tickets.ts';
import type { TicketLinks, TicketsTable } from '../db/schema.ts';

/**
 * A ticket as the search lists it, from `tickets` left-joined to `staffs` on its staff: its
 * links come from its summary (migration 093), kept by the database, so a page is one
 * statement reading 25 rows and no link.
 */
export const ticketColumns = [
  'tickets.id',
  'tickets.subject',
  'tickets.department',
  'tickets.source',
  'tickets.priority',
  'tickets.status',
  'tickets.created_at',
  'tickets.created_by',
  'tickets.updated_at',
  'tickets.updated_by',
  'tickets.links',
  'staffs.id as staff_id',
  'staffs.first_name as staff_first_name',
  'staffs.last_name as staff_last_name',
  'staffs.role as staff_role',
] as const;

type TicketRow = Pick<
  Selectable<TicketsTable>,
  | 'id'
  | 'subject'
  | 'department'
  | 'source'
  | 'priority'
  | 'status'
  | 'created_at'
  | 'created_by'
  | 'updated_at'
  | 'updated_by'
> & {
  links: TicketLinks;
  staff_id: number | null;
  staff_first_name: string | null;
  staff_last_name: string | null;
  staff_role: string | null;
};

const toCustomer = (r: TicketLinks['customers'][number]): TicketCustomer => {
  const person = {
    id: Number(r.id),
    firstName: r.first_name,
    lastName: r.last_name,
    preferredName: r.preferred_name,
  };
  return { ...person, fullName: customerFullName(person) };
};

/** A row of ticketColumns in the API's shape. */
export const toTicketSearchRow = (t: TicketRow): TicketSearchRow => ({
  id: t.id,
  subject: t.subject,
  department: t.department as TicketDepartment,
  source: t.source as TicketSource | null,
  priority: t.priority as TicketPriority,
  status: t.status as TicketStatus,
  staff:
    t.staff_id === null
      ? null
      : {
          id: t.staff_id,
          firstName: t.staff_first_name!,
          lastName: t.staff_last_name!,
          role: t.staff_role!,
          fullName: staffFullName({ firstName: t.staff_first_name!, lastName: t.staff_last_name! }),
        },
  categories: t.links.categories,
  customers: t.links.customers.map(toCustomer),
  vehicles: t.links.vehicles.map((r): TicketVehicle => ({ vin: r.vin, plateNumber: r.plate_number })),
  createDateTime: new Date(t.created_at).toISOString(),
  createdBy: t.created_by,
  updateDateTime: t.updated_at === null ? null : new Date(t.updated_at).toISOString(),
  updatedBy: t.updated_by,
});
