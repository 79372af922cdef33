import { Alert, Typography } from '@mui/material';
import { DataTable, List, Pagination, useListContext, useTranslate } from 'react-admin';
import type { CustomerSearchRow } from '../../domain/customerSearch.ts';
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

const PAGE_SIZE = 25;

const NoMatch = () => {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('customers.search.empty')}
    </Typography>
  );
};

const LoadFailed = () => {
  const translate = useTranslate();
  const { error } = useListContext();
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {translate('customers.search.error')} {error?.message ?? ''}
    </Alert>
  );
};

/** The server caps its count on broad searches; say so rather than show a false total. */
const CappedCount = () => {
  const translate = useTranslate();
  const { meta, total } = useListContext() as ReturnType<typeof useListContext> & {
    meta?: { totalCountCapped?: boolean };
  };
  if (!meta?.totalCountCapped) return null;
  return (
    <Alert severity="info" sx={{ mx: 2 }}>
      {translate('customers.search.capped', { count: (total ?? 0).toLocaleString() })}
    </Alert>
  );
};

/**
 * Customer search at /customer-search: filters in the query string (react-admin drops the
 * empty ones), 25 members a page, each row opening the member's profile.
 */
export const CustomerList = () => (
  <List<CustomerSearchRow>
    resource="customers"
    title="customers.search.title"
    filters={customerFilters}
    perPage={PAGE_SIZE}
    pagination={<Pagination rowsPerPageOptions={[PAGE_SIZE]} />}
    sort={{ field: 'lastName', order: 'ASC' }}
    exporter={false}
    empty={false}
    error={<LoadFailed />}
  >
    <CappedCount />
    <DataTable<CustomerSearchRow>
      rowClick={(id) => profilePath(id as number)}
      bulkActionButtons={false}
      empty={<NoMatch />}
    >
      <DataTable.Col source="customerNumber" field={CustomerNumberLink} disableSort />
      <DataTable.Col label="resources.customers.fields.name" field={CustomerName} disableSort />
      <DataTable.Col source="emailAddress" disableSort />
      <DataTable.Col source="phoneNumber" field={Phone} disableSort />
      <DataTable.Col source="city" disableSort />
      <DataTable.Col source="accountStatus" disableSort>
        <StatusText source="accountStatus" group="accountStatus" />
      </DataTable.Col>
      <DataTable.Col source="accountSuspendStatus" disableSort>
        <StatusText source="accountSuspendStatus" group="suspendStatus" />
      </DataTable.Col>
      <DataTable.Col source="outstandingBalanceAmount" field={Balance} align="right" disableSort />
      <DataTable.Col source="customerCreateDate" field={MemberSince} disableSort />
    </DataTable>
  </List>
);
