import GroupIcon from '@mui/icons-material/Group';
import { lazy } from 'react';
import { staffDisplayName, type StaffName } from '../../domain/staffName.ts';

/**
 * The team screens of spec point 1 (area 'team'): the shell mounts list at /team, edit at
 * /team/:id. Each loads on first visit, in its own chunk.
 */
export default {
  list: lazy(() => import('./StaffList.tsx').then((m) => ({ default: m.StaffList }))),
  edit: lazy(() => import('./StaffEdit.tsx').then((m) => ({ default: m.StaffEdit }))),
  icon: GroupIcon,
  recordRepresentation: (record: StaffName) => staffDisplayName(record),
};
