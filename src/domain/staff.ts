import { z } from 'zod';
import { pageQuery } from './pagination.ts';
import { ROLES, type Role } from './roles.ts';
import { number, text } from './validation.ts';

/** A staff member as the API answers it (GET /api/staffs, /api/staffs/:id). */
export interface Staff {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
}

export const NAME_MAX = 100;

/**
 * PATCH /api/staffs/:id, checked by the Team edit form and the API alike. Fields left out
 * stay as they are; a field sent blank or null is refused as required. The e-mail (the
 * sign-in name) and the role (the user's group) belong to the identity provider, which
 * decides access: neither is editable here, and both are ignored if sent.
 */
export const staffFields = {
  firstName: text({ required: true, max: NAME_MAX }),
  lastName: text({ required: true, max: NAME_MAX }),
};

/** The role a staff record shows: the first of the user's groups that the role table knows. */
export const staffRoleOf = (roles: readonly string[]): Role | undefined =>
  roles.find((role): role is Role => (ROLES as readonly string[]).includes(role));
export const staffUpdate = z.object(staffFields).partial();
export type StaffUpdate = z.output<typeof staffUpdate>;

export const staffIdParams = z.object({
  id: number({ required: true, integer: true, min: 1, max: 2_147_483_647 }),
});

/** GET /api/staffs: `q` matches the start of the first or last name; `ids` restricts the list. */
export const staffListQuery = z.object({
  /** Spec point 7: ticket notes fetch their authors with their ids as a comma-joined list. */
  ids: z
    .string()
    .trim()
    .regex(/^(\d{1,9}(,\d{1,9})*)?$/, 'validation.ids')
    .transform((value) => (value ? [...new Set(value.split(',').map(Number))] : undefined))
    .optional(),
  q: text({ max: NAME_MAX }),
  ...pageQuery,
});
