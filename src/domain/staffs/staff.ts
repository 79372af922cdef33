import { z } from 'zod';
import { exportReaderQuery } from '../exportQuery.ts';
import { recordVersion } from '../audit.ts';
import { mayUse } from '../access.ts';
import { INT_ID_MAX, isIdText } from '../ids.ts';
import { PAGE_SIZE_MAX, pageQuery, paginated } from '../pagination.ts';
import { ROLES, type Role } from '../roles.ts';
import { storableString, text } from '../validation.ts';

/** A staff member as the API answers it (GET /api/staffs, /api/staffs/:id). */
export const staff = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().optional().describe('only for the roles that manage staff (Team)'),
  role: z.string(),
  version: recordVersion,
});
export type Staff = z.infer<typeof staff>;
export const staffList = paginated(staff);

/**
 * Spec 6 (ticket staff are displayed as first name, last name and role): ticket roles list staff to assign tickets and name note authors, which
 * needs names and roles only; e-mail addresses are for the roles that manage staff.
 */
export const seesStaffEmail = (roles: readonly string[]): boolean => mayUse(roles, 'staffs');

/** "Fleet (FLEET)": the role's name in the reader's language, and the group name people know it by. */
export const roleLabel = (role: string, translate: (key: string, options: { _: string }) => string): string =>
  `${translate(`team.roles.${role}`, { _: role })} (${role})`;

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

/** GET /api/staffs: `q` matches the start of the first or last name; `ids` restricts the list. */
export const staffListQuery = z.object({
  /** Spec point 7: ticket notes fetch their authors with their ids as a comma-joined list. */
  ids: storableString({ error: 'validation.ids' })
    .refine(
      (value) =>
        value === '' ||
        (value.split(',').length <= PAGE_SIZE_MAX &&
          value.split(',').every((id) => isIdText(id, INT_ID_MAX))),
      'validation.ids',
    )
    .transform((value) => (value ? [...new Set(value.split(',').map(Number))] : undefined))
    .optional(),
  q: text({ max: NAME_MAX }),
  ...pageQuery,
  ...exportReaderQuery,
});
