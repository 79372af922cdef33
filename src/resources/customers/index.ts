import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import type { CustomerSearchRow } from '../../domain/customerSearch.ts';

/** Screens load on first visit (their own chunks), so the sign-in page stays small as screens grow. */
export default {
  list: lazy(() => import('./CustomerList.tsx').then((m) => ({ default: m.CustomerList }))),
  icon: PeopleIcon,
  recordRepresentation: (record: CustomerSearchRow) => `${record.firstName} ${record.lastName}`,
};
