import type { Role } from '../../src/domain/roles.ts';
import { asciiSlug } from './names.ts';
import { DAY } from './time.ts';

export interface SeedStaff {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
}

const person = (firstName: string, lastName: string, role: Role): SeedStaff => ({
  email: `${asciiSlug(firstName)}.${asciiSlug(lastName)}@carshare.example`,
  firstName,
  lastName,
  role,
});

/**
 * The back-office team who created and worked the demo tickets. Their addresses are on
 * carshare.example, so they never collide with the demo sign-in accounts (example.com)
 * that the server core adds to `staffs`.
 */
export const SEED_STAFF: readonly SeedStaff[] = [
  person('Catherine', 'Lavoie', 'SYSADM'),
  person('Andrew', 'Fraser', 'MGMT'),
  person('Nadia', 'Haddad', 'MGMT'),
  person('Kevin', 'Lam', 'BI'),
  person('Jessica', 'Morrison', 'MSA'),
  person('Mathieu', 'Côté', 'MSA'),
  person('Harpreet', 'Dhillon', 'MSA'),
  person('Laura', 'Santos', 'MSA'),
  person('Émilie', 'Gagné', 'MSA'),
  person('Tyler', 'Bergstrom', 'MSA'),
  person('Grace', 'Wong', 'OC'),
  person('Samuel', 'Pelletier', 'OC'),
  person('Aisha', 'Mohamed', 'OC'),
  person('Ryan', 'McKenzie', 'FLEET'),
  person('Jean-Philippe', 'Roy', 'FLEET'),
  person('Diego', 'Ramirez', 'FLEET'),
  person('Megan', "O'Neill", 'SUPPORT'),
  person('Vikram', 'Patel', 'SUPPORT'),
  person('Marco', 'Bianchi', 'SVC'),
  person('Owen', 'Campbell', 'DRIVE'),
];

/** When each staff member joined, spread over the last few years, in list order. */
export const staffCreatedAt = (index: number, now: number) => new Date(now - (4 * 365 - index * 60) * DAY);

/** The member-services staff (`staffIds` in SEED_STAFF order) who post the billing demo's lines. */
export const billingStaff = (staffIds: readonly number[]) =>
  SEED_STAFF.flatMap((s, i) =>
    s.role === 'MSA' ? [{ id: staffIds[i]!, name: `${s.firstName} ${s.lastName}` }] : [],
  );
