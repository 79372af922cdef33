import type { ReactNode } from 'react';
import type { CustomerSearchRow } from '../../domain/customers/customerSearch.ts';
import { RecordCrumb } from '../../custom/breadcrumbs/RecordCrumb.tsx';
import type { RouteParams } from '../../custom/routes/declarations.ts';

/** Spec 2: the customer profile crumb shows the customer's first and last name. */
export const CustomerCrumb = ({ params, fallback }: { params: RouteParams; fallback: ReactNode }) => (
  <RecordCrumb<Pick<CustomerSearchRow, 'id' | 'firstName' | 'lastName'>>
    resource="customers"
    id={params.customerId}
    nameOf={(customer) => [customer.firstName, customer.lastName].filter(Boolean).join(' ')}
    fallback={fallback}
  />
);
