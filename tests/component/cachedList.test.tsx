import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { AdminContext, memoryStore, ResourceContextProvider, useCreate, useGetList } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createDataProvider, createEngine } from '../../src/dataProvider/index.ts';
import staffs from '../../src/resources/staffs/index.ts';
import { englishI18n } from './testProviders.ts';

type Row = { id: number; [field: string]: unknown };

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/**
 * A server of one table behind the app's real data provider and resource table: GET lists
 * and reads, POST adds, PATCH changes; it records every request.
 */
const fakeServer = (table: string, rows: Row[]) => {
  const requests: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app');
    const method = init.method ?? 'GET';
    requests.push(`${method} ${url.pathname}`);
    const id = Number(url.pathname.slice(`/api/${table}/`.length));
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (method === 'POST') {
      const row = { ...body, id: rows.length + 100 };
      rows.push(row);
      return json(row);
    }
    const row = rows.find((r) => r.id === id);
    if (method === 'PATCH' && row) return json(Object.assign(row, body));
    if (row) return json(row);
    return json({ data: rows, page: 1, count: 25, totalPages: 1, totalCount: rows.length });
  }) as typeof globalThis.fetch;
  const engine = createEngine({
    config: { apiBase: '/api', vehicleApiBase: '/api', fleetApiBase: '/api' },
    fetch,
    getToken: async () => null,
  });
  return { dataProvider: createDataProvider(engine), requests };
};

/** A list of the resource, mounted beside the page for the whole test: it never refetches by remounting. */
const CachedList = ({ resource, field }: { resource: string; field: string }) => {
  const { data } = useGetList<Row>(resource, { pagination: { page: 1, perPage: 25 } });
  return (
    <ul aria-label="cached list">
      {data?.map((row) => (
        <li key={row.id}>{String(row[field])}</li>
      ))}
    </ul>
  );
};

const listed = () =>
  within(screen.getByRole('list', { name: 'cached list' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('spec 4 "Request states": a successful add or update also updates the cached list', () => {
  it("saving a Team member on its edit page changes the Team list's cached row", async () => {
    const user = userEvent.setup();
    const server = fakeServer('staffs', [
      { id: 3, firstName: 'Nadia', lastName: 'Haddad', email: 'nadia@example.com', role: 'MGMT' },
    ]);
    render(
      <MemoryRouter initialEntries={['/team/3']}>
        <AdminContext dataProvider={server.dataProvider} i18nProvider={englishI18n()} store={memoryStore()}>
          <CachedList resource={staffs.name} field="firstName" />
          <Routes>
            {/* As App.tsx mounts a resource's view: in its resource's context. */}
            <Route
              path="/team/:id"
              element={
                <ResourceContextProvider value={staffs.name}>
                  <Suspense>
                    <staffs.edit />
                  </Suspense>
                </ResourceContextProvider>
              }
            />
            <Route path="/team" element={<p>Team</p>} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    await waitFor(() => expect(listed()).toEqual(['Nadia']));
    const firstName = await screen.findByRole('textbox', { name: /First name/ });
    await waitFor(() => expect(firstName).toHaveValue('Nadia'));
    await user.clear(firstName);
    await user.type(firstName, 'Nadine');
    fireEvent.submit(firstName.closest('form')!);
    await screen.findByText('Team');

    await waitFor(() => expect(listed()).toEqual(['Nadine']));
    expect(server.requests).toContain('PATCH /api/staffs/3');
    // The list was not asked again: the saved record replaced the cached row.
    expect(server.requests.filter((request) => request === 'GET /api/staffs')).toHaveLength(1);
  });

  it('adding a ticket puts it in the cached ticket list', async () => {
    const user = userEvent.setup();
    const server = fakeServer('tickets', [{ id: 1, subject: 'Door will not lock' }]);
    const AddTicket = () => {
      const [create] = useCreate();
      return (
        <button type="button" onClick={() => create('tickets', { data: { subject: 'Flat tire' } })}>
          Add
        </button>
      );
    };
    render(
      <MemoryRouter>
        <AdminContext dataProvider={server.dataProvider} i18nProvider={englishI18n()} store={memoryStore()}>
          <CachedList resource="tickets" field="subject" />
          <AddTicket />
        </AdminContext>
      </MemoryRouter>,
    );
    await waitFor(() => expect(listed()).toEqual(['Door will not lock']));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(listed()).toEqual(['Door will not lock', 'Flat tire']));
    expect(server.requests).toContain('POST /api/tickets');
  });
});
