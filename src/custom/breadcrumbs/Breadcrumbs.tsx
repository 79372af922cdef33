import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES, pathOf, trailOf, type RouteName } from '../../domain/routes.ts';
import { useCurrentRoute } from '../shell/useCurrentRoute.ts';
import { staffDisplayName, type StaffName } from '../../domain/staffName.ts';
import { RecordCrumb } from './RecordCrumb.tsx';

interface CustomerName extends RaRecord {
  firstName?: string;
  lastName?: string;
}

interface Crumb {
  name: RouteName;
  label: ReactNode;
  /** Null for the page on screen and for crumbs that have no page of their own. */
  to: string | null;
}

/** Spec 2: breadcrumbs for every route, from Home down to the page on screen. */
export const Breadcrumbs = () => {
  const translate = useTranslate();
  const current = useCurrentRoute();
  if (!current) return null;
  const { params } = current;

  const labelOf = (name: RouteName): ReactNode => {
    const entry = ROUTES[name];
    if (name === 'customerProfile')
      return (
        <RecordCrumb<CustomerName>
          resource="customer"
          id={params.customerId}
          area="customers"
          nameOf={(c) => [c.firstName, c.lastName].filter(Boolean).join(' ')}
          fallback={translate('routes.customerProfile')}
        />
      );
    if (name === 'teamMember')
      return (
        <RecordCrumb<StaffName & RaRecord>
          resource="staff"
          id={params.id}
          area="team"
          nameOf={staffDisplayName}
          fallback={params.id}
        />
      );
    if (entry.crumbParam && params[entry.crumbParam]) return params[entry.crumbParam];
    return translate(`routes.${entry.title}`);
  };

  const names: RouteName[] = current.name === 'home' ? ['home'] : ['home', ...trailOf(current.name)];
  const crumbs: Crumb[] = names.map((name, index) => ({
    name,
    label: labelOf(name),
    to: index < names.length - 1 && ROUTES[name].kind === 'screen' ? pathOf(name, params) : null,
  }));

  return (
    <MuiBreadcrumbs
      aria-label={translate('breadcrumbs.label')}
      separator={<NavigateNextIcon fontSize="small" />}
      sx={{ px: 2, pt: 1.5, pb: 0.5 }}
    >
      {crumbs.map((crumb, index) =>
        crumb.to ? (
          <Link key={crumb.name} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ) : (
          <Typography
            key={crumb.name}
            color={index === crumbs.length - 1 ? 'text.primary' : 'inherit'}
            aria-current={index === crumbs.length - 1 ? 'page' : undefined}
          >
            {crumb.label}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
};
