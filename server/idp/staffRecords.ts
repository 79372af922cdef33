import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface StaffRecord {
  email: string;
  firstName: string;
  lastName: string;
  group: string;
}

/** The staffs rows matching identity-provider users (role = group), created or brought in step by e-mail. */
export async function upsertStaffRecords(db: Kysely<Database>, records: readonly StaffRecord[]) {
  if (!records.length) return;
  await db
    .insertInto('staffs')
    .values(
      records.map((r) => ({
        email: r.email,
        first_name: r.firstName,
        last_name: r.lastName,
        role: r.group,
      })),
    )
    .onConflict((oc) =>
      oc.column('email').doUpdateSet((eb) => ({
        first_name: eb.ref('excluded.first_name'),
        last_name: eb.ref('excluded.last_name'),
        role: eb.ref('excluded.role'),
      })),
    )
    .execute();
}

/** Names read from the address when none are given: jane.doe@… → Jane, Doe. */
export const namesFromEmail = (email: string) => {
  const [first = '', ...rest] = email
    .split('@')[0]
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1));
  return { firstName: first || email, lastName: rest.join(' ') };
};
