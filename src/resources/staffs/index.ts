import GroupIcon from '@mui/icons-material/Group';
import { staffDisplayName, type StaffName } from '../../domain/staffName.ts';
import { StaffEdit } from './StaffEdit.tsx';
import { StaffList } from './StaffList.tsx';

/** The team screens of spec point 1 (area 'team'): the shell mounts list at /team, edit at /team/:id. */
export default {
  list: StaffList,
  edit: StaffEdit,
  icon: GroupIcon,
  recordRepresentation: (record: StaffName) => staffDisplayName(record),
};
