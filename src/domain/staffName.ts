/** The parts of a staff member the screens show. */
export interface StaffName {
  firstName: string;
  lastName: string;
  role?: string;
}

/** Spec point 6: ticket staff read "first name last name (role)"; the role is left out when unknown. */
export const staffDisplayName = ({ firstName, lastName, role }: StaffName): string => {
  const name = `${firstName ?? ''} ${lastName ?? ''}`.trim();
  return role ? `${name} (${role})` : name;
};
