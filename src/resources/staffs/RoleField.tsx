import { useRecordContext, useTranslate } from 'react-admin';
import { roleLabel, type Staff } from '../../domain/staffs/staff.ts';

export const useRoleLabel = () => {
  const translate = useTranslate();
  return (role: string) => roleLabel(role, translate);
};

export const RoleField = () => {
  const record = useRecordContext<Staff>();
  const label = useRoleLabel();
  return record?.role ? <span>{label(record.role)}</span> : null;
};
