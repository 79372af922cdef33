import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider, type AuthProvider } from 'react-admin';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { Home } from '../../src/pages/home/Home.tsx';
import { HOME_SEARCH_DELAY_MS } from '../../src/pages/home/searchKinds.ts';
import { mayOpen } from '../../src/authProvider/mayOpen.ts';
import { englishI18n } from './testProviders.ts';

const answers: Record<string, unknown> = {
  customers: {
    data: [
      {
        id: 7,
        firstName: 'Marie',
        lastName: 'Smith',
        customerNumber: '0000107',
        emailAddress: 'm@example.com',
      },
    ],
  },
  cars: {
    data: [
      {
        vin: '1HGCM82633A004352',
        plateNumber: 'ABC 123',
        make: 'Toyota',
        model: 'Prius',
        fleetName: 'Vancouver',
      },
    ],
  },
  tickets: { data: [{ id: 123, subject: 'Flat tire', status: 'OPEN' }] },
};

const renderHome = (roles: string[], answered = answers) => {
  const call = vi.fn(async (resource: string) => answered[resource]);
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => roles,
    canAccess: async ({ resource }) => mayOpen(roles, resource),
    getIdentity: async () => ({ id: 1, fullName: 'Ann Lee' }),
  };
  render(
    <AdminContext
      dataProvider={{ ...testDataProvider(), call }}
      authProvider={authProvider}
      i18nProvider={englishI18n()}
    >
      <Home />
    </AdminContext>,
  );
  return call;
};

const groupNames = () => screen.queryAllByRole('list').map((list) => list.getAttribute('aria-labelledby'));

describe('Home (spec 2 "/": always allowed)', () => {
  it('greets the user and searches members and cars for a front-desk role, grouped by kind', async () => {
    // Fake timers step past the search's debounce instead of sleeping through it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const call = renderHome(['MSA']);
    expect(await screen.findByText('Welcome, Ann Lee')).toBeInTheDocument();
    const box = await screen.findByRole('searchbox', { name: 'Find a member, car or ticket' });
    await user.type(box, 'sm');
    await vi.advanceTimersByTimeAsync(HOME_SEARCH_DELAY_MS * 3);
    expect(call).not.toHaveBeenCalled();
    await user.type(box, 'i');
    const members = await screen.findByRole('list', { name: 'Members' });
    expect(within(members).getByRole('link', { name: /Marie Smith/ })).toHaveAttribute(
      'href',
      '#/customer-profile/7',
    );
    expect(within(members).getByRole('link', { name: 'See all matching members' })).toHaveAttribute(
      'href',
      `#/customer-search?filter=${encodeURIComponent('{"q":"smi"}')}`,
    );
    const cars = screen.getByRole('list', { name: 'Cars' });
    expect(within(cars).getByRole('link', { name: /ABC 123/ })).toHaveAttribute(
      'href',
      '#/cars/1HGCM82633A004352',
    );
    // Text that is no ticket number asks for tickets by their words.
    expect(call.mock.calls.map(([resource]) => resource).sort()).toEqual(['cars', 'customers', 'tickets']);
    expect(call).toHaveBeenCalledWith('tickets', 'SEARCH', expect.objectContaining({ keyword: 'smi' }));
    expect(call).toHaveBeenCalledWith('customers', 'SEARCH', expect.objectContaining({ q: 'smi' }));
    expect(groupNames()).toEqual(['home-results-members', 'home-results-cars', 'home-results-tickets']);
  });

  it('finds a ticket by a word of its subject (SUPPORT)', async () => {
    const user = userEvent.setup();
    const call = renderHome(['SUPPORT']);
    await user.type(await screen.findByRole('searchbox'), 'flat');
    const tickets = await screen.findByRole('list', { name: 'Tickets' });
    expect(within(tickets).getByRole('link', { name: /Ticket 123.*Flat tire/ })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('tickets', 'SEARCH', expect.objectContaining({ keyword: 'flat' }));
  });

  it('tells same-named members apart by customer number, city and e-mail', async () => {
    const user = userEvent.setup();
    const namesake = (id: number, customerNumber: string, city: string, emailAddress: string) => ({
      id,
      firstName: 'Alexandre',
      lastName: 'Tremblay',
      customerNumber,
      city,
      emailAddress,
      phoneNumber: '6045550101',
    });
    renderHome(['MSA'], {
      ...answers,
      customers: {
        data: [
          namesake(1, '71000001', 'Montréal', 'atremblay@example.com'),
          namesake(2, '71000002', 'Laval', 'alex.tremblay@example.ca'),
        ],
      },
    });
    await user.type(await screen.findByRole('searchbox'), 'Alexandre Tremblay');
    const members = await screen.findByRole('list', { name: 'Members' });
    const rows = within(members)
      .getAllByRole('link', { name: /Alexandre Tremblay/ })
      .map((link) => link.textContent);
    expect(rows).toEqual([
      'Alexandre Tremblay71000001 · Montréal · atremblay@example.com · (604) 555-0101',
      'Alexandre Tremblay71000002 · Laval · alex.tremblay@example.ca · (604) 555-0101',
    ]);
  });

  it('searches tickets by number, and only the kinds the role may open (SUPPORT: tickets)', async () => {
    const user = userEvent.setup();
    const call = renderHome(['SUPPORT']);
    await user.type(await screen.findByRole('searchbox'), '123');
    const tickets = await screen.findByRole('list', { name: 'Tickets' });
    expect(within(tickets).getByRole('link', { name: /Ticket 123.*Flat tire/ })).toHaveAttribute(
      'href',
      '#/edit-ticket/123',
    );
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('tickets', 'SEARCH', expect.objectContaining({ ticketId: '123' }));
    expect(groupNames()).toEqual(['home-results-tickets']);
  });

  it('spec 6: a role that cannot search members is told so, not "Nothing matches" (SVC)', async () => {
    const user = userEvent.setup();
    const call = renderHome(['SVC'], { cars: { data: [] }, tickets: { data: [] } });
    await user.type(await screen.findByRole('searchbox'), 'Tremblay');
    expect(
      await screen.findByText(
        'Nothing matches “Tremblay” in Cars, Tickets. Your role cannot search members.',
      ),
    ).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('customers', expect.anything(), expect.anything());
  });

  it.each([
    [
      ['SVC'],
      'Find a car or ticket',
      'VIN, plate, ticket number or a word of a ticket (at least 3 characters)',
    ],
    [
      ['SUPPORT'],
      'Find a ticket',
      'Ticket number, such as #42, or a word of a ticket (at least 3 characters)',
    ],
    [['SUPPORT', 'MSA'], 'Find a member, car or ticket', /^Name, e-mail, phone, customer number, VIN/],
  ])('spec 6: the search box names what %j can find, and only that', async (roles, label, hint) => {
    renderHome(roles);
    const box = await screen.findByRole('searchbox', { name: label });
    expect(box).toHaveAccessibleDescription(hint);
  });

  it('offers shortcuts to the screens the role may use', async () => {
    renderHome(['SUPPORT']);
    const shortcuts = await screen.findByRole('region', { name: 'Shortcuts' });
    const names = (await within(shortcuts).findAllByRole('link')).map((link) => link.textContent);
    expect(names).toEqual(['Tickets', 'Fleet management', 'Parking ticket']);
  });

  it('a role with no screen gets no search box (DRIVE)', async () => {
    renderHome(['DRIVE']);
    expect(await screen.findByText(/does not open any screen/)).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
