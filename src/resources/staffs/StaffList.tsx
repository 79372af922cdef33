import { DataTable, SearchInput, useTranslate } from 'react-admin';
import { AppList } from '../../custom/lists/AppList.tsx';
import { RoleField } from './RoleField.tsx';

/** react-admin does not translate a search box's placeholder, so it is translated here. */
const useFilters = () => {
  const translate = useTranslate();
  return [<SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.staffs.fields.q')} />];
};

/** Team at /team (spec point 1, area 'team'): staff by last name, searchable by name; staff do not sort it. */
export const StaffList = () => (
  <AppList
    resource="staffs"
    title="routes.team"
    filters={useFilters()}
    sort={{ field: 'lastName', order: 'ASC' }}
    rowClick={(id) => `/team/${id}`}
    texts="team"
  >
    <DataTable.Col source="firstName" />
    <DataTable.Col source="lastName" />
    <DataTable.Col source="email" />
    <DataTable.Col source="role" field={RoleField} />
  </AppList>
);
