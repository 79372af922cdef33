import { useRecordContext, useTranslate } from 'react-admin';
import type { Staff } from '../../domain/staffs/staff.ts';

/** "Fleet (FLEET)": the role's name in the user's language, and the group name people know it by. */
export const useRoleLabel = () => {
  const translate = useTranslate();
  return (role: string) => `${translate(`team.roles.${role}`, { _: role })} (${role})`;
};

export const RoleField = () => {
  const record = useRecordContext<Staff>();
  const label = useRoleLabel();
  return record?.role ? <span>{label(record.role)}</span> : null;
};
