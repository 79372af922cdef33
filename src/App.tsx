import { useState, type ReactElement } from 'react';
import { Admin, CustomRoutes, Resource, type I18nProvider } from 'react-admin';
import { Navigate, Route, RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { AppAuthProvider } from './authProvider/index.ts';
import type { AppDataProvider, Engine } from './dataProvider/index.ts';
import { LoginPage } from './custom/auth/LoginPage.tsx';
import { PasswordRecoveryPage } from './custom/auth/PasswordRecoveryPage.tsx';
import { ResetPasswordPage } from './custom/auth/ResetPasswordPage.tsx';
import { Home } from './custom/home/Home.tsx';
import { AppLayout } from './custom/layout/AppLayout.tsx';
import { EngineContext } from './custom/layout/EngineContext.ts';
import { theme } from './custom/layout/theme.ts';
import { NoAccess } from './custom/layout/NoAccess.tsx';
import customers from './resources/customers/index.ts';
import rolesPermissions from './resources/rolesPermissions/index.ts';
import staffs from './resources/staffs/index.ts';
import { AppCrash } from './custom/errors/AppCrash.tsx';
import { diagnosticsRoutes } from './custom/errors/diagnostics.tsx';
import { NotFound } from './custom/errors/NotFound.tsx';
import { Placeholder } from './custom/placeholders/Placeholder.tsx';
import { RouteAccess } from './custom/shell/RouteAccess.tsx';
import { ROUTE_NAMES, ROUTES, routerPath, type RouteName } from './domain/routes.ts';

export interface AppProps {
  authProvider: AppAuthProvider;
  dataProvider: AppDataProvider;
  i18nProvider: I18nProvider;
  engine: Engine;
}

/**
 * Every route of spec point 2 comes from src/domain/routes.ts, as real paths (the server
 * answers index.html for any page URL), each behind the role table. Members live at
 * /customer-search (the spec's URL) while the resource keeps its table name, `customers`.
 *
 * The router runs without transitions: react-router 7 wraps navigations in startTransition,
 * so during the sign-out redirect react-admin's old screen stayed mounted, saw its auth
 * query cleared and logged out again — a signed-out visit pushed /login thousands of
 * times before the login page settled (react-admin issue 10885).
 */
export const App = (props: AppProps) => {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AdminApp {...props} /> }]));
  return (
    <EngineContext.Provider value={props.engine}>
      <RouterProvider router={router} useTransitions={false} />
    </EngineContext.Provider>
  );
};

/** The page each route shows; every other screen route shows what it will hold (a later issue). */
const SCREENS: Partial<Record<RouteName, ReactElement>> = {
  customerSearch: <customers.list />,
  customerTickets: <Placeholder route="customerProfile" />,
  customerTrips: <Placeholder route="customerProfile" />,
  customerPayments: <Placeholder route="customerProfile" />,
  rolesPermissions: <rolesPermissions.page />,
  team: <staffs.list />,
  teamMember: <staffs.edit />,
};

/** Screen routes of the table; Home is react-admin's dashboard and the login pages live elsewhere. */
const screenRoutes = () =>
  ROUTE_NAMES.filter((name) => ROUTES[name].kind === 'screen' && name !== 'home').map((name) => (
    <Route
      key={name}
      path={routerPath(ROUTES[name].path)}
      element={
        <RouteAccess area={ROUTES[name].area}>{SCREENS[name] ?? <Placeholder route={name} />}</RouteAccess>
      }
    />
  ));

const redirectRoutes = () =>
  ROUTE_NAMES.filter((name) => ROUTES[name].kind === 'redirect').map((name) => (
    <Route
      key={name}
      path={ROUTES[name].path}
      element={<Navigate to={ROUTES[name].redirectTo ?? '/'} replace />}
    />
  ));

const AdminApp = ({ authProvider, dataProvider, i18nProvider }: AppProps) => (
  <Admin
    disableTelemetry
    requireAuth
    title="app.title"
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    dashboard={Home}
    layout={AppLayout}
    accessDenied={NoAccess}
    error={AppCrash}
    catchAll={NotFound}
    theme={theme}
  >
    <CustomRoutes noLayout>
      <Route path="/password-recovery" element={<PasswordRecoveryPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
    </CustomRoutes>
    <CustomRoutes>
      {screenRoutes()}
      {redirectRoutes()}
      {diagnosticsRoutes()}
    </CustomRoutes>
    <Resource name="customers" icon={customers.icon} recordRepresentation={customers.recordRepresentation} />
  </Admin>
);
