import { Admin, CanAccess, CustomRoutes, Resource, type I18nProvider } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import type { AppAuthProvider } from './authProvider/index.ts';
import type { AppDataProvider, Engine } from './dataProvider/index.ts';
import { LoginPage } from './custom/auth/LoginPage.tsx';
import { PasswordRecoveryPage } from './custom/auth/PasswordRecoveryPage.tsx';
import { ResetPasswordPage } from './custom/auth/ResetPasswordPage.tsx';
import { Home } from './custom/home/Home.tsx';
import { AppLayout } from './custom/layout/AppLayout.tsx';
import { EngineContext } from './custom/layout/EngineContext.ts';
import { NoAccess } from './custom/layout/NoAccess.tsx';
import customers from './resources/customers/index.ts';

export interface AppProps {
  authProvider: AppAuthProvider;
  dataProvider: AppDataProvider;
  i18nProvider: I18nProvider;
  engine: Engine;
}

/**
 * Routes of spec point 2 built so far, as real paths (the server answers index.html for any
 * page URL). Members live at /customer-search (the spec's URL) while the resource keeps its
 * table name, `customers`, so the list is mounted as a custom route.
 */
export const App = ({ authProvider, dataProvider, i18nProvider, engine }: AppProps) => (
  <EngineContext.Provider value={engine}>
    <BrowserRouter>
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
      >
        <CustomRoutes noLayout>
          <Route path="/password-recovery" element={<PasswordRecoveryPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
        </CustomRoutes>
        <CustomRoutes>
          <Route
            path="/customer-search"
            element={
              // Checked before the list mounts: react-admin would otherwise send the search once
              // (answered 403) before moving to the access-denied page.
              <CanAccess resource="customers" action="list" accessDenied={<NoAccess />}>
                <customers.list />
              </CanAccess>
            }
          />
          <Route path="/customer-profile" element={<Navigate to="/customer-search" replace />} />
        </CustomRoutes>
        <Resource
          name="customers"
          icon={customers.icon}
          recordRepresentation={customers.recordRepresentation}
        />
      </Admin>
    </BrowserRouter>
  </EngineContext.Provider>
);
