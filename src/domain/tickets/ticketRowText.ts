import { staffDisplayName } from '../names.ts';
import { ticketCategoryOf } from './ticketCategories.ts';
import type { TicketSearchRow } from './tickets.ts';
import { ticketValueKey, type TicketValueField } from './ticketValues.ts';

type Translate = (key: string) => string;

/**
 * A ticket search row's cells in words, as the ticket list shows them and its CSV export
 * writes them (docs/architecture.md, How data flows): one set of rules for the screen and the file.
 */
const joined = (items: readonly string[]) => items.join(', ');

/** The ticket's categories by their labels, in the reader's language. */
export const categoryLabels = ({ categories }: Pick<TicketSearchRow, 'categories'>, translate: Translate) =>
  joined(
    categories.map((value) => {
      const entry = ticketCategoryOf(value);
      return entry ? translate(entry.label) : String(value);
    }),
  );

export const memberNames = ({ customers }: Pick<TicketSearchRow, 'customers'>) =>
  joined(customers.map((c) => c.fullName));

/** A car by its plate; by its VIN if the car row is gone. */
export const carPlates = ({ vehicles }: Pick<TicketSearchRow, 'vehicles'>) =>
  joined(vehicles.map((v) => v.plateNumber ?? v.vin));

/** Spec point 6: first name, last name and (role). */
export const assignedStaff = ({ staff }: Pick<TicketSearchRow, 'staff'>) =>
  staff ? staffDisplayName(staff) : '';

export const ticketValueText = (
  field: TicketValueField,
  value: string | null | undefined,
  translate: Translate,
) => (value ? translate(ticketValueKey(field, value)) : '');
