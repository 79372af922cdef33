import { Typography } from '@mui/material';
import { DataTable, List, Pagination, SearchInput, useTranslate } from 'react-admin';
import type { Staff } from '../../domain/staff.ts';
import { RoleField } from './RoleField.tsx';

const PAGE_SIZE = 25;

/** react-admin does not translate a search box's placeholder, so it is translated here. */
const useFilters = () => {
  const translate = useTranslate();
  return [<SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.staffs.fields.q')} />];
};

const NoMatch = () => {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('team.empty')}
    </Typography>
  );
};

/** Team at /team (spec point 1, area 'team'): staff by last name, searchable by name, 25 a page. */
export const StaffList = () => {
  const filters = useFilters();
  return (
    <List<Staff>
      resource="staffs"
      title="team.title"
      filters={filters}
      perPage={PAGE_SIZE}
      pagination={<Pagination rowsPerPageOptions={[PAGE_SIZE]} />}
      sort={{ field: 'lastName', order: 'ASC' }}
      exporter={false}
      empty={false}
    >
      <DataTable<Staff> rowClick={(id) => `/team/${id}`} bulkActionButtons={false} empty={<NoMatch />}>
        <DataTable.Col source="firstName" disableSort />
        <DataTable.Col source="lastName" disableSort />
        <DataTable.Col source="email" disableSort />
        <DataTable.Col source="role" field={RoleField} disableSort />
      </DataTable>
    </List>
  );
};
