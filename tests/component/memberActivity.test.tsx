import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, testDataProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { SPLIT_OPEN_KEY } from '../../src/custom/splitScreen/useSplitScreen.ts';
import type { CustomerDetail } from '../../src/domain/customers/customerDetail.ts';
import type { MemberPaymentRow } from '../../src/domain/payments/payments.ts';
import type { RecentActivity } from '../../src/domain/customers/recentActivity.ts';
import type { CustomerTripRow } from '../../src/domain/trips/trips.ts';
import { TicketsTab } from '../../src/resources/customers/profile/tickets/TicketsTab.tsx';
import { TripsTab } from '../../src/resources/customers/profile/trips/TripsTab.tsx';
import { renderShell } from './renderShell.tsx';
import { englishI18n, frenchI18n } from './testProviders.ts';

const customer = { id: 12, firstName: 'Élise', lastName: 'Gagnon' } as CustomerDetail;

const trip = (id: number, startDateTime: string, more: Partial<CustomerTripRow> = {}): CustomerTripRow => ({
  id,
  vin: 'JTDBCMFE0NJ000001',
  plateNumber: 'ABC 123',
  startDateTime,
  endDateTime: null,
  vehicleTimeZone: 'America/Vancouver',
  status: 'ACTIVE',
  distanceKm: null,
  total: null,
  ...more,
});
const completed = trip(41, '2026-02-01T18:00:00Z', {
  endDateTime: '2026-02-01T18:30:00Z',
  status: 'COMPLETED',
  distanceKm: 7.25,
  total: 12.4,
});
const payment: MemberPaymentRow = {
  id: 41,
  date: '2026-02-01T18:35:00Z',
  amount: 12.4,
  status: 'Unsuccessful',
  cardType: 'Visa',
  cardNumber: '**** **** **** 4242',
  cardExpiry: '08/28',
  processType: 'Automatic',
  reference: 'ch_1',
  timeZone: 'America/Vancouver',
  tripId: 41,
};
const ticket = {
  id: 7,
  subject: 'Car was dirty',
  status: 'New' as const,
  priority: 'Low' as const,
  department: 'Member Services',
  createDateTime: '2026-02-20T08:00:00Z',
};

const renderTab = (
  tab: React.ReactNode,
  getList: (...args: never[]) => Promise<unknown>,
  i18nProvider = englishI18n(),
) =>
  render(
    <AdminContext
      dataProvider={testDataProvider({ getList: getList as DataProvider['getList'] })}
      i18nProvider={i18nProvider}
    >
      {tab}
    </AdminContext>,
  );

const failing = () => Promise.reject(new Error('Oops! There seems to be a system error.'));

describe("spec 2 Customer profile: the member's Trips tab", () => {
  it("lists the trips with links to /trips/{tripId}, times in the car's zone, 25 a page", async () => {
    const getList = vi.fn(async () => ({ data: [completed], total: 30 }));
    renderTab(<TripsTab customer={customer} />, getList);
    const link = await screen.findByRole('link', { name: 'Trip #41' });
    expect(link).toHaveAttribute('href', '#/trips/41');
    const cells = within(link.closest('tr')!);
    expect(cells.getByText('ABC 123')).toBeInTheDocument();
    expect(cells.getByText(/Feb 1, 2026, 10:00.a\.m\..PST/)).toBeInTheDocument();
    // Spec 9: the trip's duration in days, hours, minutes and seconds, unpadded.
    expect(cells.getByText('30 min 0 s')).toBeInTheDocument();
    expect(cells.getByText('7.3 km')).toBeInTheDocument();
    expect(cells.getByText('$12.40')).toBeInTheDocument();
    expect(cells.getByText('Completed')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'customerTrips',
      expect.objectContaining({ meta: { id: '12' }, pagination: { page: 1, perPage: 25 } }),
    );
  });

  it('pages through the trips', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async () => ({ data: [completed], total: 30 }));
    renderTab(<TripsTab customer={customer} />, getList);
    await screen.findByRole('link', { name: 'Trip #41' });
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'customerTrips',
        expect.objectContaining({ pagination: { page: 2, perPage: 25 } }),
      ),
    );
  });

  it("shows spec 8's 'error retrieving customer trips' when they cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTab(<TripsTab customer={customer} />, vi.fn(failing));
    expect(await screen.findByText('error retrieving customer trips')).toBeInTheDocument();
  });

  it('says when the member has no trips', async () => {
    renderTab(
      <TripsTab customer={customer} />,
      vi.fn(async () => ({ data: [], total: 0 })),
    );
    expect(await screen.findByText('No trips yet.')).toBeInTheDocument();
  });
});

describe("spec 2 Customer profile: the member's Ticket tab", () => {
  it('lists the ticket search by member, each linking to /edit-ticket/{ticketId}', async () => {
    const getList = vi.fn(async () => ({ data: [ticket], total: 1 }));
    renderTab(<TicketsTab customer={customer} />, getList);
    const link = await screen.findByRole('link', { name: 'Ticket #7' });
    expect(link).toHaveAttribute('href', '#/edit-ticket/7');
    const cells = within(link.closest('tr')!);
    expect(cells.getByText('Car was dirty')).toBeInTheDocument();
    expect(cells.getByText('Member Services')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('tickets', expect.objectContaining({ filter: { customer: '12' } }));
  });

  it("shows the status, priority and department in the screen's language, as the ticket search does", async () => {
    renderTab(<TicketsTab customer={customer} />, async () => ({ data: [ticket], total: 1 }), frenchI18n());
    const cells = within((await screen.findByText('Car was dirty')).closest('tr')!);
    for (const words of ['Nouveau', 'Basse', 'Services aux membres'])
      expect(cells.getByText(words)).toBeInTheDocument();
  });

  it("shows spec 8's 'error retrieving customer tickets' when they cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTab(<TicketsTab customer={customer} />, vi.fn(failing));
    expect(await screen.findByText('error retrieving customer tickets')).toBeInTheDocument();
  });
});

describe('spec 2 split screen beside a member', () => {
  const open = () => memoryStore({ [SPLIT_OPEN_KEY]: true });

  it('shows the recent activity newest first, each entry a link, and links to the full tabs', async () => {
    const activity: RecentActivity = {
      changes: [
        {
          id: 5,
          at: '2026-02-25T12:00:00Z',
          actorName: 'Priya Raman',
          action: 'personalInformation',
          fields: ['email', 'phone'],
        },
      ],
      tickets: [ticket],
      trips: [trip(42, '2026-03-01T09:00:00Z'), completed],
      payments: [payment],
    };
    const getOne = vi.fn(async (resource: string, { id }: { id: string }) => ({
      data: resource === 'recentActivity' ? { id, ...activity } : { id },
    }));
    renderShell({
      path: '/customer-profile/12',
      roles: ['MSA'],
      store: open(),
      dataProvider: { getOne: getOne as never },
    });
    const panel = await screen.findByRole('complementary', { name: 'Secondary panel' });
    expect(within(panel).getByRole('heading', { name: 'Recent Activity' })).toBeInTheDocument();
    await within(panel).findByRole('link', { name: /Trip #42/ });
    const entries = within(within(panel).getByRole('list')).getAllByRole('link');
    expect(entries.map((link) => link.getAttribute('href'))).toEqual([
      '/trips/42',
      '/customer-profile/12?tab=activity',
      '/edit-ticket/7',
      '/payments/41',
      '/trips/41',
    ]);
    expect(entries[1]).toHaveTextContent('Changed by Priya Raman');
    expect(entries[1]).toHaveTextContent('2 fields');
    expect(entries[3]).toHaveTextContent('Payment #41 · $12.40');
    expect(entries[3]).toHaveTextContent('Unsuccessful');
    expect(within(panel).getByRole('link', { name: 'All trips' })).toHaveAttribute(
      'href',
      '/customer-profile/12?tab=trips',
    );
    expect(getOne).toHaveBeenCalledWith('recentActivity', expect.objectContaining({ id: '12' }));
  });

  it("lists the member's recent trips beside /customer-profile/{id}/trips", async () => {
    const getList = vi.fn(async () => ({ data: [completed], total: 1 }));
    renderShell({
      path: '/customer-profile/12/trips',
      roles: ['MSA'],
      store: open(),
      dataProvider: { getList: getList as never },
    });
    const panel = await screen.findByRole('complementary', { name: 'Secondary panel' });
    expect(await within(panel).findByRole('link', { name: /Trip #41 · ABC 123/ })).toHaveAttribute(
      'href',
      '/trips/41',
    );
    expect(getList).toHaveBeenCalledWith('customerTrips', expect.objectContaining({ meta: { id: '12' } }));
  });

  it("says 'error retrieving customer payments' beside /customer-profile/{id}/payments when they fail", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const getList = vi.fn(failing);
    renderShell({
      path: '/customer-profile/12/payments',
      roles: ['MSA'],
      store: open(),
      dataProvider: { getList: getList as never },
    });
    expect(await screen.findByText('error retrieving customer payments')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'billingPayments',
      expect.objectContaining({ filter: { customerId: '12' } }),
    );
  });
});
