import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ROUTES, pathOf, trailOf } from '../routes/routeTable.ts';
import { useCurrentRoute } from '../routes/useCurrentRoute.ts';

interface Crumb {
  name: string;
  label: ReactNode;
  /** Null for the page on screen and for crumbs that have no page of their own. */
  to: string | null;
}

/** Spec 2: breadcrumbs for every route, from Home down to the page on screen, as each route declares its crumb. */
export const Breadcrumbs = () => {
  const translate = useTranslate();
  const current = useCurrentRoute();
  const [searchParams] = useSearchParams();
  if (!current) return null;
  const { params } = current;

  const labelOf = (name: string): ReactNode => {
    const { Crumb, crumbParam, title } = ROUTES[name];
    const plain = (crumbParam && params[crumbParam]) || translate(`routes.${title}`);
    return Crumb ? <Crumb params={params} fallback={plain} /> : plain;
  };

  const names = current.name === 'home' ? ['home'] : ['home', ...trailOf(current.name)];
  const tabTitle = current.entry.tabCrumbs?.[searchParams.get('tab') ?? ''];
  const crumbs: Crumb[] = names.map((name, index) => ({
    name,
    label: labelOf(name),
    to:
      (index < names.length - 1 || tabTitle) && ROUTES[name].kind !== 'crumbOnly'
        ? pathOf(name, params)
        : null,
  }));
  if (tabTitle) crumbs.push({ name: `tab-${tabTitle}`, label: translate(`routes.${tabTitle}`), to: null });
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
