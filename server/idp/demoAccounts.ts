import type { Role } from '../../src/domain/roles.ts';

export interface DemoAccount {
  email: string;
  password: string;
  group: Role;
  firstName: string;
  lastName: string;
  /** Created with a temporary password, so the first sign-in meets NEW_PASSWORD_REQUIRED. */
  temporary?: boolean;
}

export const DEMO_PASSWORD = 'Demo-pass-2026!';
export const DEMO_TEMPORARY_PASSWORD = 'Temp-pass-2026!';

/**
 * One signed-in staff member per role, so every screen can be tried offline; the server core
 * adds a `staffs` row for each. The address is the role in lower case, easy to guess at login.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'sysadm@example.com',
    password: DEMO_PASSWORD,
    group: 'SYSADM',
    firstName: 'Priya',
    lastName: 'Raman',
  },
  {
    email: 'mgmt@example.com',
    password: DEMO_PASSWORD,
    group: 'MGMT',
    firstName: 'Daniel',
    lastName: 'Whitfield',
  },
  { email: 'bi@example.com', password: DEMO_PASSWORD, group: 'BI', firstName: 'Mei', lastName: 'Chen' },
  {
    email: 'msa@example.com',
    password: DEMO_PASSWORD,
    group: 'MSA',
    firstName: 'Sophie',
    lastName: 'Tremblay',
  },
  { email: 'oc@example.com', password: DEMO_PASSWORD, group: 'OC', firstName: 'Marcus', lastName: 'Okafor' },
  {
    email: 'fleet@example.com',
    password: DEMO_PASSWORD,
    group: 'FLEET',
    firstName: 'Jean-François',
    lastName: 'Gagnon',
  },
  {
    email: 'support@example.com',
    password: DEMO_PASSWORD,
    group: 'SUPPORT',
    firstName: 'Hannah',
    lastName: 'MacDonald',
  },
  { email: 'svc@example.com', password: DEMO_PASSWORD, group: 'SVC', firstName: 'Raj', lastName: 'Sandhu' },
  {
    email: 'drive@example.com',
    password: DEMO_PASSWORD,
    group: 'DRIVE',
    firstName: 'Emily',
    lastName: 'Nguyen',
  },
  {
    email: 'newstaff@example.com',
    password: DEMO_TEMPORARY_PASSWORD,
    group: 'MSA',
    firstName: 'Olivier',
    lastName: 'Bouchard',
    temporary: true,
  },
];
