import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type AuthProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createDataProvider, createEngine } from '../../src/dataProvider/index.ts';
import { TicketEdit } from '../../src/resources/tickets/TicketEdit.tsx';
import { mayOpen } from '../../src/authProvider/mayOpen.ts';
import { englishI18n } from './testProviders.ts';

const NADIA = { id: 3, firstName: 'Nadia', lastName: 'Haddad', role: 'SUPPORT' };

/** A ticket as GET /tickets/{id} of our server answers it: names written, note authors joined. */
const ANSWERED = {
  id: 42,
  version: 3,
  subject: 'Car not unlocking',
  details: 'Member stuck at the car',
  categories: [12],
  customers: [
    {
      id: 1001,
      firstName: 'Marie',
      lastName: 'Tremblay',
      preferredName: 'Mimi',
      fullName: 'Marie (Mimi) Tremblay',
    },
  ],
  vehicles: [],
  staff: { ...NADIA, fullName: 'Nadia Haddad' },
  department: 'Member Services',
  priority: 'High',
  status: 'New',
  source: 'Phone',
  notes: [
    { id: 7, note: 'Called the member back', createDateTime: '2026-03-05T15:00:00.000Z', createdBy: NADIA },
  ],
  files: [],
  createDateTime: '2026-03-05T14:00:00.000Z',
  createdBy: 'support@example.com',
  updateDateTime: null,
  updatedBy: null,
};

/** Our server's two answers for one ticket: GET reads it, PATCH saves the sent fields and answers it again. */
const ourServer = () => {
  let stored: Record<string, unknown> = structuredClone(ANSWERED);
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (init.method === 'PATCH') {
      const sent = JSON.parse(String(init.body)) as Record<string, unknown>;
      stored = {
        ...stored,
        status: sent.status,
        version: Number(stored.version) + 1,
        updateDateTime: '2026-03-06T09:00:00.000Z',
        updatedBy: 'support@example.com',
      };
    }
    expect(new URL(String(input), 'http://app').pathname).toBe('/api/tickets/42');
    return new Response(JSON.stringify(stored), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  const engine = createEngine({
    config: { apiBase: '/api', vehicleApiBase: '/api', fleetApiBase: '/api' },
    fetch,
    getToken: async () => null,
  });
  return createDataProvider(engine) as unknown as DataProvider;
};

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['SUPPORT'],
  canAccess: async ({ resource }) => mayOpen(['SUPPORT'], resource),
};

describe('the ticket react-admin keeps after a save (spec 7 Ticket fetch)', () => {
  it('is the record a fetch gives: same names, note order and authors before and after a reload', async () => {
    const user = userEvent.setup();
    const dataProvider = ourServer();
    const queryClient = new QueryClient();
    render(
      <MemoryRouter initialEntries={['/edit-ticket/42']}>
        <AdminContext
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={englishI18n()}
          queryClient={queryClient}
        >
          <Routes>
            <Route path="/edit-ticket/:ticketId" element={<TicketEdit />} />
            <Route path="/ticket-confirmation" element={<p>saved</p>} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByText(/Nadia Haddad/, { selector: 'p' })).toBeInTheDocument();
    const status = await screen.findByRole('combobox', { name: /Status/ });
    await user.click(status);
    await user.click(await screen.findByRole('option', { name: 'In Progress' }));
    await user.click(document.body);
    const button = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    // An edit stays on the ticket.
    await waitFor(() =>
      expect(queryClient.getQueryData(['tickets', 'getOne', { id: '42', meta: undefined }])).toMatchObject({
        version: 4,
      }),
    );

    const [[, cached]] = queryClient.getQueriesData({ queryKey: ['tickets', 'getOne'] });
    const { data: fetched } = await dataProvider.getOne('tickets', { id: '42' });
    expect(cached).toMatchObject({ status: 'In Progress', version: 4 });
    expect(cached).toEqual(fetched);
  });
});
