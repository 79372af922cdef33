import PeopleIcon from '@mui/icons-material/People';
import { CanAccess, Menu } from 'react-admin';

/** Each entry shows only when the role opens it (spec 6); the full navigation bar comes later. */
export const AppMenu = () => (
  <Menu>
    <Menu.DashboardItem primaryText="app.nav.home" />
    <CanAccess action="list" resource="customers">
      <Menu.Item to="/customer-search" primaryText="app.nav.members" leftIcon={<PeopleIcon />} />
    </CanAccess>
  </Menu>
);
