import type { Kysely, Selectable } from 'kysely';
import { staffRoleOf, type Staff } from '../../../src/domain/staff.ts';
import type { Database, StaffsTable } from '../../db/schema.ts';

export const staffColumns = ['id', 'first_name', 'last_name', 'email', 'role'] as const;
type StaffRow = Pick<Selectable<StaffsTable>, (typeof staffColumns)[number]>;

export const toStaff = (row: StaffRow): Staff => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  role: row.role,
});

export const staffSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string' },
  },
} as const;

/**
 * Access comes from the identity provider's groups; the role a staff record shows (Team,
 * ticket staff "(role)") follows them each time the user's session is validated.
 */
export const keepStaffRoleInStep = async (
  db: Kysely<Database>,
  email: string | undefined,
  roles: readonly string[],
) => {
  const role = staffRoleOf(roles);
  if (!email || !role) return;
  await db
    .updateTable('staffs')
    .set({ role })
    .where((eb) =>
      eb.and([eb(eb.fn<string>('lower', ['email']), '=', email.toLowerCase()), eb('role', '<>', role)]),
    )
    .execute();
};
