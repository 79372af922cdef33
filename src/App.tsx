import { useState, type ReactElement } from 'react';
import {
  Admin,
  CustomRoutes,
  Resource,
  ResourceContextProvider,
  type DashboardComponent,
  type I18nProvider,
} from 'react-admin';
import { Navigate, Route, RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { AppAuthProvider } from './authProvider/index.ts';
import type { AppDataProvider, Engine } from './dataProvider/index.ts';
import { SignedOutOnly } from './pages/auth/SignedOutOnly.tsx';
import { AppCrash } from './custom/errors/AppCrash.tsx';
import { diagnosticsRoutes } from './custom/errors/diagnostics.tsx';
import { AppLayout } from './custom/layout/AppLayout.tsx';
import { EngineContext } from './custom/layout/EngineContext.ts';
import { theme } from './custom/layout/theme.ts';
import { NoAccess } from './custom/layout/NoAccess.tsx';
import { NotFound } from './custom/errors/NotFound.tsx';
import { RouteAccess } from './custom/routes/RouteAccess.tsx';
import {
  RESOURCE_DECLARATIONS,
  ROUTE_LIST,
  routerPath,
  type RouteEntry,
} from './custom/routes/routeTable.ts';

export interface AppProps {
  authProvider: AppAuthProvider;
  dataProvider: AppDataProvider;
  i18nProvider: I18nProvider;
  engine: Engine;
}

/**
 * The router runs without transitions: react-router 7 wraps navigations in startTransition,
 * so during the sign-out redirect react-admin's old screen stayed mounted, saw its auth
 * query cleared and logged out again — a signed-out visit pushed /login thousands of
 * times before the login page settled (https://github.com/marmelab/react-admin/issues/10885).
 */
export const App = (props: AppProps) => {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AdminApp {...props} /> }]));
  return (
    <EngineContext.Provider value={props.engine}>
      <RouterProvider router={router} useTransitions={false} />
    </EngineContext.Provider>
  );
};

/**
 * What a route shows: its resource's view in that resource's context (so a screen needs no
 * `resource` prop) or its own page (a placeholder's, for a screen not built yet).
 */
export const pageOf = (entry: RouteEntry): ReactElement => {
  const View = entry.view ? entry.resource?.[entry.view] : entry.component;
  const page = View ? <View route={entry} /> : <NotFound />;
  return entry.resource ? (
    <ResourceContextProvider value={entry.resource.name}>{page}</ResourceContextProvider>
  ) : (
    page
  );
};

const ofKind = (kind: RouteEntry['kind']) => ROUTE_LIST.filter((entry) => entry.kind === kind);

/** Home (spec 2), which react-admin mounts at / as its dashboard. */
const dashboard = ofKind('dashboard')[0]?.component as DashboardComponent | undefined;

/**
 * Every route of spec point 2, as each screen's folder declares it (custom/routes/routeTable.ts),
 * at the spec's own URLs (the server answers index.html for any page URL), each behind the
 * role table. The resources keep their react-admin names (`customers`, `staffs`) for data
 * and access, without react-admin's URLs: the screens live at the spec's paths.
 */
const AdminApp = ({ authProvider, dataProvider, i18nProvider }: AppProps) => (
  <Admin
    disableTelemetry
    requireAuth
    title="app.title"
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    loginPage={SignedOutOnly}
    dashboard={dashboard}
    layout={AppLayout}
    accessDenied={NoAccess}
    error={AppCrash}
    catchAll={NotFound}
    theme={theme}
  >
    <CustomRoutes noLayout>
      {ofKind('signedOut')
        .filter((entry) => entry.component)
        .map((entry) => (
          <Route key={entry.name} path={entry.path} element={pageOf(entry)} />
        ))}
    </CustomRoutes>
    <CustomRoutes>
      {ofKind('screen').map((entry) => (
        <Route
          key={entry.name}
          path={routerPath(entry.path)}
          element={<RouteAccess entity={entry.entity}>{pageOf(entry)}</RouteAccess>}
        />
      ))}
      {ofKind('redirect').map((entry) => (
        <Route
          key={entry.name}
          path={entry.path}
          element={<Navigate to={entry.redirectTo ?? '/'} replace />}
        />
      ))}
      {diagnosticsRoutes()}
    </CustomRoutes>
    {/* react-admin also mounts each resource at /<name>/*; the screens live at the spec's paths,
        so a URL there (/tickets, /customers/1/x) is a page that does not exist, not a blank one. */}
    {RESOURCE_DECLARATIONS.map(({ name, icon, recordRepresentation }) => (
      <Resource key={name} name={name} icon={icon} recordRepresentation={recordRepresentation}>
        <Route path="*" element={<NotFound />} />
      </Resource>
    ))}
  </Admin>
);
