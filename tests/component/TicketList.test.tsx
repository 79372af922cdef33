import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, testDataProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { TicketSearchRow } from '../../src/domain/tickets/tickets.ts';
import { TicketList } from '../../src/resources/tickets/TicketList.tsx';
import { englishI18n, everyColumnShown, frenchI18n } from './testProviders.ts';

const ticket: TicketSearchRow = {
  id: 5,
  subject: 'Car would not unlock at Main St',
  department: 'Member Services',
  source: 'Phone',
  priority: 'High',
  status: 'In Progress',
  staff: { id: 3, firstName: 'Sophie', lastName: 'Tremblay', role: 'MSA', fullName: 'Sophie Tremblay' },
  categories: [7, 55],
  customers: [
    {
      id: 1001,
      firstName: 'John',
      lastName: 'Smith',
      preferredName: 'Johnny',
      fullName: 'John (Johnny) Smith',
    },
    { id: 1002, firstName: 'Anna', lastName: 'Lee', preferredName: null, fullName: 'Anna Lee' },
  ],
  vehicles: [
    { vin: 'JTDBCMFE0NJ000001', plateNumber: 'ABC 123' },
    { vin: 'KM8K23AG0PU000002', plateNumber: null },
  ],
  createDateTime: '2026-03-05T15:04:05Z',
  createdBy: 'sophie@example.com',
  updateDateTime: null,
  updatedBy: null,
};

const renderList = (getList: DataProvider['getList'], i18nProvider = englishI18n()) => {
  window.location.hash = '';
  return render(
    <AdminContext
      dataProvider={testDataProvider({ ...everyColumnShown, getList })}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <TicketList />
    </AdminContext>,
  );
};

const answering = () =>
  vi.fn(async () => ({ data: [ticket], total: 1 })) as unknown as DataProvider['getList'] &
    ReturnType<typeof vi.fn>;

const filterInUrl = () =>
  JSON.parse(new URLSearchParams(window.location.hash.split('?')[1]).get('filter') ?? '{}');

describe('Ticket search at /ticket-search (spec 3 Ticket search filters)', () => {
  it('shows a row per ticket: categories by label, members, plates, staff with (role), values in words', async () => {
    const getList = answering();
    renderList(getList);
    const row = (await screen.findByText('Car would not unlock at Main St')).closest('tr')!;
    const cells = within(row);
    expect(cells.getByText('Car not unlocking, Relocate the car')).toBeInTheDocument();
    expect(cells.getByText('John (Johnny) Smith, Anna Lee')).toBeInTheDocument();
    expect(cells.getByText('ABC 123, KM8K23AG0PU000002')).toBeInTheDocument();
    expect(cells.getByText('Sophie Tremblay (MSA)')).toBeInTheDocument();
    expect(cells.getByText('Member Services')).toBeInTheDocument();
    expect(cells.getByText('High')).toBeInTheDocument();
    expect(cells.getByText('In Progress')).toBeInTheDocument();
    expect(cells.getByText(/^Mar 5, 2026/)).toBeInTheDocument();
    for (const header of [
      'Ticket',
      'Subject',
      'Categories',
      'Members',
      'Cars',
      'Assigned to',
      'Department',
      'Priority',
      'Status',
      'Created',
    ]) {
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
    }
    expect(getList).toHaveBeenCalledWith(
      'tickets',
      expect.objectContaining({
        sort: { field: 'createDateTime', order: 'DESC' },
        pagination: { page: 1, perPage: 25 },
        filter: {},
      }),
    );
    expect(screen.getByRole('link', { name: 'New ticket' })).toHaveAttribute('href', '#/new-ticket');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('sorts by the indexed columns only: creation time, number and status', async () => {
    const user = userEvent.setup();
    const getList = answering();
    renderList(getList);
    await screen.findByText('Car would not unlock at Main St');
    expect(within(screen.getByRole('columnheader', { name: /^Subject/ })).queryByRole('button')).toBeNull();
    await user.click(within(screen.getByRole('columnheader', { name: /^Ticket/ })).getByRole('button'));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'tickets',
        expect.objectContaining({ sort: { field: 'id', order: 'ASC' } }),
      ),
    );
    await user.click(within(screen.getByRole('columnheader', { name: /^Status/ })).getByRole('button'));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'tickets',
        expect.objectContaining({ sort: { field: 'status', order: 'ASC' } }),
      ),
    );
  });

  it('opens the ticket at /edit-ticket/{id} from its row', async () => {
    const user = userEvent.setup();
    renderList(answering());
    await user.click(await screen.findByText('Car would not unlock at Main St'));
    await waitFor(() => expect(window.location.hash).toBe('#/edit-ticket/5'));
  });

  it("links the ticket's number to its edit screen, for the keyboard", async () => {
    renderList(answering());
    const link = await screen.findByRole('link', { name: '5' });
    expect(link).toHaveAttribute('href', '#/edit-ticket/5');
  });

  it('closes the Status filter once a value is picked, and on Escape', async () => {
    const user = userEvent.setup();
    const getList = answering();
    renderList(getList);
    await screen.findByText('Car would not unlock at Main St');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Draft' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(filterInUrl()).toEqual({ status: ['Draft'] }));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it('writes the filters to the query string without empty ones: categories through the picker, hide closed tickets', async () => {
    const user = userEvent.setup();
    const getList = answering();
    renderList(getList);
    await screen.findByText('Car would not unlock at Main St');

    await user.click(screen.getByRole('button', { name: 'Choose categories' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ticket categories' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Low fuel at start' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Flat tyre' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(filterInUrl()).toEqual({ categories: [10, 16] }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'tickets',
        expect.objectContaining({ filter: { categories: [10, 16] } }),
      ),
    );

    await user.click(screen.getByRole('switch', { name: 'Hide closed tickets' }));
    await waitFor(() => expect(filterInUrl()).toEqual({ categories: [10, 16], hideClosedTickets: 'true' }));

    // Emptied, both leave the query string rather than stay as [] or false.
    const chips = screen.getByRole('list', { name: 'Categories' });
    for (const label of ['Low fuel at start', 'Flat tyre']) {
      await user.click(within(within(chips).getByRole('button', { name: label })).getByTestId('CancelIcon'));
    }
    await user.click(screen.getByRole('switch', { name: 'Hide closed tickets' }));
    await waitFor(() => expect(filterInUrl()).toEqual({}));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('tickets', expect.objectContaining({ filter: {} })),
    );
  });

  it('spec 6: finds staff by name, shows them as first name, last name and (role), filters by their id', async () => {
    const user = userEvent.setup();
    const sophie = { id: 3, firstName: 'Sophie', lastName: 'Tremblay', role: 'MSA', version: 1 };
    const getList = vi.fn(async (resource: string, params: { filter: Record<string, unknown> }) => {
      if (resource !== 'staffs') return { data: [ticket], total: 1 };
      const { q, ids } = params.filter;
      const match = (typeof q === 'string' && 'sophie'.startsWith(q.toLowerCase())) || ids === '3';
      return { data: match ? [sophie] : [], total: match ? 1 : 0 };
    }) as unknown as DataProvider['getList'] & ReturnType<typeof vi.fn>;
    renderList(getList);
    await screen.findByText('Car would not unlock at Main St');
    await user.type(screen.getByRole('combobox', { name: 'Assigned to' }), 'Soph');
    await user.click(await screen.findByRole('option', { name: 'Sophie Tremblay (MSA)' }));
    await waitFor(() => expect(filterInUrl()).toEqual({ staff: 3 }));
    expect(getList).toHaveBeenCalledWith('staffs', expect.objectContaining({ filter: { q: 'Soph' } }));
    // The chosen one is named from /staffs?ids=, which every ticket role may read.
    expect(getList).toHaveBeenCalledWith('staffs', expect.objectContaining({ filter: { ids: '3' } }));
    expect(screen.getByRole('combobox', { name: 'Assigned to' })).toHaveValue('Sophie Tremblay (MSA)');
  });

  it('refuses a malformed VIN list and does not search with it', async () => {
    // Fake timers step past the filter's debounce instead of sleeping through it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const getList = answering();
    renderList(getList);
    await screen.findByText('Car would not unlock at Main St');
    const calls = getList.mock.calls.length;
    const vins = screen.getByLabelText('Cars (VINs, comma-separated)');
    await user.type(vins, 'NOT-A-VIN');
    await waitFor(() => expect(vins).toHaveAttribute('aria-invalid', 'true'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(getList.mock.calls.slice(calls).some(([, params]) => 'vehicles' in params.filter)).toBe(false);
  });

  it('speaks French: labels of categories, columns and values', async () => {
    renderList(answering(), frenchI18n());
    const row = (await screen.findByText('Car would not unlock at Main St')).closest('tr')!;
    const cells = within(row);
    expect(cells.getByText('La voiture ne se déverrouille pas, Déplacer la voiture')).toBeInTheDocument();
    expect(cells.getByText('Services aux membres')).toBeInTheDocument();
    expect(cells.getByText('Haute')).toBeInTheDocument();
    expect(cells.getByText('En cours')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /^Catégories/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choisir les catégories' })).toBeInTheDocument();
  });
});
