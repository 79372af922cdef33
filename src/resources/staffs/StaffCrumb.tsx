import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { staffDisplayName, type StaffName } from '../../domain/names.ts';
import { RecordCrumb } from '../../custom/breadcrumbs/RecordCrumb.tsx';
import type { RouteParams } from '../../custom/routes/declarations.ts';

/** Spec 2 shows staff as 'first last (role)'; the crumb of a Team member does too. */
export const StaffCrumb = ({ params, fallback }: { params: RouteParams; fallback: ReactNode }) => (
  <RecordCrumb<StaffName & RaRecord>
    resource="staffs"
    id={params.id}
    nameOf={staffDisplayName}
    fallback={fallback}
  />
);
