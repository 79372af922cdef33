import { Alert } from '@mui/material';
import { DataTable, useListContext, useTranslate } from 'react-admin';
import { CUSTOMER_SORTS } from '../../domain/customerSearchQuery.ts';
import { AppList } from '../../custom/lists/AppList.tsx';
import { customerFilters } from './CustomerFilters.tsx';
import {
  Balance,
  CustomerName,
  CustomerNumberLink,
  MemberSince,
  Phone,
  profilePath,
  StatusText,
} from './CustomerFields.tsx';

const LoadFailed = () => {
  const translate = useTranslate();
  const { error } = useListContext();
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {translate('customers.search.error')} {error?.message ?? ''}
    </Alert>
  );
};

/**
 * Customer search at /customer-search: filters in the query string (react-admin drops the
 * empty ones), sortable by name, e-mail, customer number and member since, exportable as CSV,
 * each row opening the member's profile.
 */
export const CustomerList = () => (
  <AppList
    resource="customers"
    title="customers.search.title"
    filters={customerFilters}
    sort={{ field: 'lastName', order: 'ASC' }}
    sortable={CUSTOMER_SORTS}
    exportable
    rowClick={(id) => profilePath(id as number)}
    emptyText="customers.search.empty"
    error={<LoadFailed />}
  >
    <DataTable.Col source="customerNumber" field={CustomerNumberLink} />
    <DataTable.Col source="lastName" label="resources.customers.fields.name" field={CustomerName} />
    <DataTable.Col source="emailAddress" />
    <DataTable.Col source="phoneNumber" field={Phone} />
    <DataTable.Col source="city" />
    <DataTable.Col source="accountStatus">
      <StatusText source="accountStatus" group="accountStatus" />
    </DataTable.Col>
    <DataTable.Col source="accountSuspendStatus">
      <StatusText source="accountSuspendStatus" group="suspendStatus" />
    </DataTable.Col>
    <DataTable.Col source="outstandingBalanceAmount" field={Balance} align="right" />
    <DataTable.Col source="customerCreateDate" field={MemberSince} />
  </AppList>
);
