import { useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { useRoles } from '../shell/useRoles.ts';

interface CustomerName extends RaRecord {
  firstName?: string;
  lastName?: string;
}

/**
 * Spec 2: the customer profile crumb shows the customer's first and last name (GET
 * /customer/{id}); while it loads, or if it cannot be had, the plain title.
 */
export const CustomerCrumb = ({ customerId }: { customerId: string }) => {
  const translate = useTranslate();
  const { allows } = useRoles();
  const { data } = useGetOne<CustomerName>(
    'customer',
    { id: customerId },
    // Not for a role the profile refuses; a missing name is not worth a message or more calls.
    { enabled: allows('customers'), retry: false },
  );
  const name = [data?.firstName, data?.lastName].filter(Boolean).join(' ');
  return <>{name || translate('routes.customerProfile')}</>;
};
