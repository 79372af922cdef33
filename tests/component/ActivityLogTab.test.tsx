import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startOfToday, subDays } from 'date-fns';
import { AdminContext, testDataProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { ActivityLog } from '../../src/domain/activityLog.ts';
import type { CustomerDetail } from '../../src/domain/customers/customerDetail.ts';
import { ActivityLogTab } from '../../src/resources/customers/profile/activity/ActivityLogTab.tsx';
import { englishI18n, frenchI18n } from './testProviders.ts';

const customer = { id: 1001, firstName: 'Marie', lastName: 'Tremblay' } as CustomerDetail;

const LOG: ActivityLog = {
  data: [
    {
      id: 12,
      at: '2026-03-05T15:00:00Z',
      actorName: 'Alex Martin',
      action: 'profileNote.update',
      changes: [
        { field: 'note', from: 'Old text', to: 'New text' },
        { field: 'favourite_colour', from: null, to: true },
      ],
    },
    {
      id: 11,
      at: '2026-03-04T15:00:00Z',
      actorName: 'Sam Lee',
      action: 'profileNote.add',
      changes: [{ field: 'note', from: null, to: 'Old text' }],
    },
  ],
  page: 1,
  count: 25,
  totalPages: 1,
  totalCount: 2,
};

/** Answers every request with `log` (profile notes included: the tab shows them until the Profile tab does). */
const renderTab = (log: ActivityLog = LOG, i18nProvider = englishI18n()) => {
  const getOne = vi.fn(async (resource: string, _params: unknown) => ({
    data:
      resource === 'activityLog'
        ? { id: 1001, ...log }
        : { id: 1001, data: [], page: 1, count: 10, totalPages: 0, totalCount: 0 },
  }));
  render(
    <AdminContext
      dataProvider={testDataProvider({ getOne: getOne as unknown as DataProvider['getOne'] })}
      i18nProvider={i18nProvider}
    >
      <ActivityLogTab customer={customer} />
    </AdminContext>,
  );
  const activityCalls = () => getOne.mock.calls.filter(([resource]) => resource === 'activityLog');
  return { getOne, activityCalls };
};

/** The table's rows below its header, each as its cells' texts. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

// Intl puts narrow no-break spaces in French dates; the messages put no-break spaces before colons.
const plain = (rows: (string | null)[][]) =>
  rows.map((row) => row.map((text) => text?.replace(/[\u00a0\u202f]/g, ' ')));

/** A member's statuses changed, a reservation canceled, a birth date corrected: codes and days as the screens show them. */
const CODED: ActivityLog = {
  ...LOG,
  data: [
    {
      id: 22,
      at: '2026-03-05T15:00:00Z',
      actorName: 'Alex Martin',
      action: 'reservation.cancel',
      changes: [{ field: 'status', from: 'ACTIVE', to: 'CANCELED' }],
    },
    {
      id: 21,
      at: '2026-03-04T15:00:00Z',
      actorName: 'Sam Lee',
      action: 'accountSummary',
      changes: [
        { field: 'account_status', from: 'ACTIVE', to: 'CLOSED' },
        { field: 'suspension_status', from: 'UNSUSPENDED', to: 'SUSPENDED-OSB' },
        { field: 'birth_date', from: '1990-01-31', to: '1990-02-01' },
      ],
    },
  ],
};

/** Types a day into a date field, section by section (the field reads yyyy-MM-dd in English). */
const typeDay = async (user: ReturnType<typeof userEvent.setup>, name: RegExp, digits: string) => {
  const group = screen.getByRole('group', { name });
  await user.click(within(group).getAllByRole('spinbutton')[0]!);
  await user.keyboard(digits);
  await user.tab();
};

describe('Activity Log tab (spec 2 tabs, spec 5 Activity log, spec 7 /activity-log/getactivity/{id})', () => {
  it('opens on the last 30 days and shows who changed what, from what, to what, newest first', async () => {
    const { activityCalls } = renderTab();
    const table = await screen.findByRole('table', { name: 'Changes made to the member, newest first' });
    expect(activityCalls()[0]![1]).toEqual({
      id: 1001,
      meta: {
        startDate: subDays(startOfToday(), 30).toISOString(),
        endDate: startOfToday().toISOString(),
        page: 1,
        count: 25,
      },
    });
    expect(rowsOf(table)).toEqual([
      ['Mar 5, 2026, 3:00 p.m.', 'Alex Martin', 'Note edited', 'Note', 'Old text', 'New text'],
      // The same entry's second field: its own row under the shared who and when.
      ['favourite_colour', '(no value)', 'Yes'],
      ['Mar 4, 2026, 3:00 p.m.', 'Sam Lee', 'Note added', 'Note', '(no value)', 'Old text'],
    ]);
  });

  it('codes read as the screens name them, days as dates', async () => {
    renderTab(CODED);
    const table = await screen.findByRole('table', { name: 'Changes made to the member, newest first' });
    expect(rowsOf(table)).toEqual([
      [
        'Mar 5, 2026, 3:00 p.m.',
        'Alex Martin',
        'Reservation canceled',
        'Reservation status',
        'Active',
        'Canceled',
      ],
      ['Mar 4, 2026, 3:00 p.m.', 'Sam Lee', 'Account summary', 'Account status', 'Active', 'Closed'],
      ['Suspension status', 'Not suspended', 'Suspended (outstanding balance)'],
      ['Birth date', 'Jan 31, 1990', 'Feb 1, 1990'],
    ]);
  });

  it('codes read as the screens name them in French too', async () => {
    renderTab(CODED, frenchI18n());
    const table = await screen.findByRole('table');
    const [reservation, account, suspension] = plain(rowsOf(table));
    expect(reservation!.slice(2)).toEqual([
      'Réservation annulée',
      'Statut de la réservation',
      'En cours',
      'Annulée',
    ]);
    expect(account!.slice(4)).toEqual(['Actif', 'Fermé']);
    expect(suspension!.slice(1)).toEqual(['Non suspendu', 'Suspendu (solde impayé)']);
  });

  it('says so when nothing changed between the dates', async () => {
    renderTab({ ...LOG, data: [], totalPages: 0, totalCount: 0 });
    expect(
      await screen.findByText('No change was made to this member between these dates.'),
    ).toBeInTheDocument();
  });

  it('spec 5: refuses a start in the future and an end before the start, without asking the server', async () => {
    const user = userEvent.setup();
    const { activityCalls } = renderTab();
    await screen.findByRole('table');
    const next = new Date().getFullYear() + 1;
    await typeDay(user, /Start date/, `${next}0101`);
    expect(await screen.findByText('The start date cannot be in the future')).toBeInTheDocument();
    await typeDay(user, /Start date/, '20260110');
    await typeDay(user, /End date/, '20260109');
    expect(await screen.findByText('The end date cannot be before the start date')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(activityCalls()).toHaveLength(1);
  });

  it('asks again when Show is pressed on the same days, so changes made since appear', async () => {
    const user = userEvent.setup();
    const { activityCalls } = renderTab();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(activityCalls()).toHaveLength(2));
    expect(activityCalls()[1]![1]).toEqual(activityCalls()[0]![1]);
  });

  it('asks again for the days chosen, from their first page', async () => {
    const user = userEvent.setup();
    const { activityCalls } = renderTab();
    await screen.findByRole('table');
    await typeDay(user, /Start date/, '20260110');
    await typeDay(user, /End date/, '20260112');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(activityCalls()).toHaveLength(2));
    expect(activityCalls()[1]![1]).toEqual({
      id: 1001,
      meta: {
        startDate: new Date(2026, 0, 10).toISOString(),
        endDate: new Date(2026, 0, 12).toISOString(),
        page: 1,
        count: 25,
      },
    });
  });
});
