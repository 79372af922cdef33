import { z } from 'zod';

/**
 * The name rules of spec points 6 and 7. customerFullName and staffFullName have SQL twins,
 * customer_full_name and staff_full_name (migration 094), which write the ticket search rows;
 * tests/api/ticketSearchRow.test.ts holds each pair to the same answers, so a change here
 * needs a migration there.
 */

/** Spec point 7, Ticket fetch: first, preferred (when it differs) and last name. */
export const customerFullName = (c: {
  firstName: string;
  preferredName: string | null;
  lastName: string;
}): string =>
  [c.firstName, c.preferredName && c.preferredName !== c.firstName ? `(${c.preferredName})` : '', c.lastName]
    .filter(Boolean)
    .join(' ');

export const staffFullName = (s: { firstName: string; lastName: string }): string =>
  [s.firstName, s.lastName].filter(Boolean).join(' ');

/** The parts of a staff member the screens show. */
export interface StaffName {
  firstName: string;
  lastName: string;
  role?: string;
}

/** Spec point 6: ticket staff read "first name last name (role)"; the role is left out when unknown. */
export const staffDisplayName = ({ firstName, lastName, role }: StaffName): string => {
  const name = staffFullName({ firstName: firstName ?? '', lastName: lastName ?? '' });
  return role ? `${name} (${role})` : name;
};

/** A member as a ticket names one: its names and the full name customerFullName writes. */
export const memberName = z.object({
  /** bigserial: exact as a JS number up to 2^53. */
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string().nullable(),
  fullName: z.string().describe('first, (preferred) and last name'),
});

/** A member with the customer number a picker or a link shows beside the name. */
export const numberedMemberName = memberName.extend({ customerNumber: z.string() });
export type NumberedMemberName = z.infer<typeof numberedMemberName>;

/** A staff member as a ticket's note names its author. */
export const staffName = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
});

/** A staff member with the full name staffFullName writes: a ticket's assignee. */
export const staffWithFullName = staffName.extend({ fullName: z.string() });
