import { AppBar, Box, Button, Toolbar } from '@mui/material';
import { LoadingIndicator, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { LocaleSwitch } from '../layout/LocaleSwitch.tsx';
import { NotificationBell } from '../notifications/NotificationBell.tsx';
import { SplitScreenToggle } from '../splitScreen/SplitScreenToggle.tsx';
import { MoreMenu } from './MoreMenu.tsx';
import { menuItems, sectionOf } from '../routes/routeTable.ts';
import { useCurrentRoute } from '../routes/useCurrentRoute.ts';
import { useEntityAccess } from '../routes/useEntityAccess.ts';
import { UserMenu } from './UserMenu.tsx';

const linkSx = {
  textTransform: 'none',
  fontSize: '0.95rem',
  borderRadius: 0,
  borderBottom: '2px solid transparent',
  '&[aria-current="page"]': { borderBottomColor: 'currentColor', fontWeight: 600 },
} as const;

/** Spec 2, navigation bar: links and the More menu follow the role table; the rest is the user's. */
export const NavigationBar = () => {
  const translate = useTranslate();
  const { allows } = useEntityAccess();
  const current = useCurrentRoute();
  const section = current ? sectionOf(current.name) : null;
  return (
    <AppBar position="sticky" color="primary" elevation={1}>
      <Toolbar variant="dense" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          component={Link}
          to="/"
          color="inherit"
          sx={{ textTransform: 'none', fontSize: '1.05rem', fontWeight: 600, mr: 1, whiteSpace: 'nowrap' }}
        >
          {translate('app.title')}
        </Button>
        <Box
          component="nav"
          aria-label={translate('nav.label')}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          {menuItems('bar')
            .filter((item) => allows(item.route.entity))
            .map((item) => (
              <Button
                key={item.route.name}
                component={Link}
                to={item.route.path}
                color="inherit"
                sx={linkSx}
                // The section stays marked on its detail pages too (a car under Cars).
                aria-current={section === item.route.name ? 'page' : undefined}
              >
                {translate(`nav.${item.label}`)}
              </Button>
            ))}
          <MoreMenu section={section} />
        </Box>
        <Box sx={{ flex: 1 }} />
        <LoadingIndicator />
        <SplitScreenToggle />
        <NotificationBell />
        <LocaleSwitch />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
};
