import type { Selectable } from 'kysely';
import type { Staff } from '../../../src/domain/staff.ts';
import type { StaffsTable } from '../../db/schema.ts';

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
