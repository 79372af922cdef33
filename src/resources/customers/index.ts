import PeopleIcon from '@mui/icons-material/People';
import type { CustomerSearchRow } from '../../domain/customerSearch.ts';
import { CustomerList } from './CustomerList.tsx';

export default {
  list: CustomerList,
  icon: PeopleIcon,
  recordRepresentation: (record: CustomerSearchRow) => `${record.firstName} ${record.lastName}`,
};
