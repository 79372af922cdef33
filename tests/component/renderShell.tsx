import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  memoryStore,
  testDataProvider,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type Store,
} from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppLayout } from '../../src/custom/layout/AppLayout.tsx';
import { mayOpen } from '../../src/authProvider/mayOpen.ts';
import { englishI18n, noSavedSearches } from './testProviders.ts';

export interface ShellOptions {
  path: string;
  roles: string[];
  dataProvider?: Partial<DataProvider>;
  store?: Store;
  /** Extra routes inside the layout; every other path shows its own pathname. */
  routes?: ReactNode;
  logout?: AuthProvider['logout'];
  /** English unless a test reads the screens in French. */
  i18nProvider?: I18nProvider;
}

export const PathEcho = () => <p data-testid="page">page</p>;

/** The signed-in shell around a routed page, the way react-admin mounts it. */
export const renderShell = ({
  path,
  roles,
  dataProvider = {},
  store = memoryStore(),
  routes,
  logout,
  i18nProvider = englishI18n(),
}: ShellOptions) => {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: logout ?? (async () => undefined),
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => roles,
    canAccess: async ({ resource }) => mayOpen(roles, resource),
    getIdentity: async () => ({ id: 1, fullName: 'Priya Raman' }),
  };
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        authProvider={authProvider}
        dataProvider={testDataProvider({
          ...noSavedSearches,
          // A record without a name: the customer crumb keeps its title.
          getOne: (async (_resource: string, { id }: { id: string }) => ({ data: { id } })) as never,
          ...dataProvider,
        })}
        i18nProvider={i18nProvider}
        store={store}
      >
        <AppLayout>
          <Routes>
            {routes}
            <Route path="*" element={<PathEcho />} />
          </Routes>
        </AppLayout>
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...result, store };
};
