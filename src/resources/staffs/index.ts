import GroupIcon from '@mui/icons-material/Group';
import { lazy } from 'react';
import type { ResourceDeclaration } from '../../custom/routes/declarations.ts';
import { staffDisplayName, type StaffName } from '../../domain/names.ts';
import { StaffCrumb } from './StaffCrumb.tsx';

/**
 * The Team screens of spec point 1: the list at /team, a staff member's edit at /team/{id}.
 * Each loads on first visit, in its own chunk.
 */
export default {
  name: 'staffs',
  list: lazy(() => import('./StaffList.tsx').then((m) => ({ default: m.StaffList }))),
  edit: lazy(() => import('./StaffEdit.tsx').then((m) => ({ default: m.StaffEdit }))),
  icon: GroupIcon,
  recordRepresentation: (record: StaffName) => staffDisplayName(record),
  routes: [
    {
      name: 'team',
      path: '/team',
      entity: 'staffs',
      title: 'team',
      view: 'list',
      menu: { group: 'admin', order: 1, label: 'team' },
    },
    {
      name: 'teamMember',
      path: '/team/{id}',
      entity: 'staffs',
      title: 'team',
      view: 'edit',
      parent: 'team',
      crumbParam: 'id',
      Crumb: StaffCrumb,
    },
  ],
} satisfies ResourceDeclaration;
