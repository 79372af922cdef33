import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { pathOf } from '../../custom/routes/routeTable.ts';
import type { PaymentSearchRow } from '../../domain/payments/paymentSearch.ts';

/** Who paid, by customer number and name, linked to their profile (in a list, not the row's click). */
export const PaymentMemberLink = ({ member }: { member: PaymentSearchRow['member'] }) => (
  <Link
    component={RouterLink}
    to={pathOf('customerProfile', { customerId: member.id })}
    onClick={(event) => event.stopPropagation()}
  >
    {`${member.customerNumber} · ${member.fullName}`}
  </Link>
);
