import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LiveEventSource } from '../../src/dataProvider/index.ts';
import type { LiveEvent } from '../../src/domain/liveEvents/liveEvent.ts';
import type { Notification, NotificationList } from '../../src/domain/notifications/notification.ts';
import { renderShell } from './renderShell.tsx';
import { frenchI18n } from './testProviders.ts';

const at = '2026-11-20T15:00:00.000Z';
const NOTIFICATIONS: Notification[] = [
  {
    id: '3',
    kind: 'ticketAssigned',
    reference: '41',
    params: { ticketId: 41, subject: 'Brakes', assignedBy: 'Nora Tremblay' },
    createdAt: at,
    readAt: null,
    version: 1,
  },
  {
    id: '2',
    kind: 'commandFailed',
    reference: '9',
    params: {
      command: 'lock',
      vin: 'JTDKARFU0LJ128001',
      plate: 'NTE 128',
      outcome: 'timedOut',
    },
    createdAt: at,
    readAt: null,
    version: 1,
  },
  {
    id: '1',
    kind: 'alertExpiring',
    reference: '7',
    params: { customerId: '7', memberName: 'Maya Roy', expiryDate: '2026-11-20' },
    createdAt: at,
    readAt: at,
    version: 2,
  },
];

/** The server as the bell sees it: marking one read takes it off the unread count. */
const fakeServer = () => {
  const rows = NOTIFICATIONS.map((row) => ({ ...row }));
  const answer = (): NotificationList => ({
    data: rows,
    page: 1,
    count: 10,
    totalPages: 1,
    totalCount: rows.length,
    unreadCount: rows.filter((row) => row.readAt === null).length,
    unreadCapped: false,
  });
  const call = vi.fn(async (resource: string, _verb: string, params: { id?: string } = {}) => {
    if (resource === 'notifications') return answer();
    if (resource === 'notificationRead') {
      const row = rows.find((r) => r.id === params.id)!;
      Object.assign(row, { readAt: at, version: row.version + 1 });
      return row;
    }
    if (resource === 'notificationsReadAll') {
      rows.forEach((row) => (row.readAt = at));
      return { marked: 1 };
    }
    if (resource === 'savedSearches') return [];
    throw new Error(`call ${resource} is not part of this test`);
  });
  return Object.assign(call, { rows });
};

/** The API's event stream as the app hears it, told by the test (docs/architecture.md, Live events). */
const fakeLiveEvents = () => {
  const heard: { onEvent: (e: LiveEvent) => void; onState: (live: boolean) => void }[] = [];
  const source: LiveEventSource = {
    subscribe: (onEvent, onState) => {
      const listener = { onEvent, onState };
      heard.push(listener);
      return () => void heard.splice(heard.indexOf(listener), 1);
    },
  };
  return {
    source,
    listening: () => heard.length,
    tell: (event: LiveEvent) => heard.forEach((l) => l.onEvent(event)),
    open: () => heard.forEach((l) => l.onState(true)),
  };
};

describe('the notification bell', () => {
  it('counts the unread, lists them newest first with links to their records, and marks one read', async () => {
    const user = userEvent.setup();
    const call = fakeServer();
    renderShell({ path: '/', roles: ['MSA'], dataProvider: { call } as never });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(screen.getByTestId('notification-count')).toHaveTextContent('2');
    // Not a link of the bar: the bar's links stay Cars, Members, Trips, Tickets.
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();

    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/edit-ticket/41',
      '/cars/JTDKARFU0LJ128001',
      '/customer-profile/7',
    ]);
    expect(links[0]).toHaveTextContent('Ticket #41 was assigned to you by Nora Tremblay: Brakes');
    expect(links[1]).toHaveTextContent('Lock doors timed out on car NTE 128');
    expect(links[2]).toHaveTextContent('The alert on Maya Roy expires today');

    await user.click(within(dialog).getByRole('button', { name: /^Mark read: Ticket #41/ }));
    expect(call).toHaveBeenCalledWith('notificationRead', 'ADD', { id: '3', ifMatch: 1 });
    // The bell sits behind the open dialog, hidden from the accessibility tree until it closes.
    await screen.findByRole('button', { name: 'Notifications, 1 unread', hidden: true });
    expect(within(dialog).queryByRole('button', { name: /^Mark read: Ticket #41/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Mark all read' }));
    await screen.findByRole('button', { name: 'Notifications', hidden: true });
    expect(within(dialog).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('counts a new notification the moment the API tells of it, without waiting for its next poll', async () => {
    const call = fakeServer();
    const live = fakeLiveEvents();
    renderShell({ path: '/', roles: ['MSA'], dataProvider: { call, liveEvents: live.source } as never });
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await waitFor(() => expect(live.listening()).toBeGreaterThan(0));
    live.open();
    call.rows.unshift({ ...NOTIFICATIONS[0]!, id: '4', reference: '42', readAt: null });
    live.tell({ topic: 'notifications', staffId: 1 });
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
  });

  it('reads in French', async () => {
    renderShell({
      path: '/',
      roles: ['SUPPORT'],
      dataProvider: { call: fakeServer() } as never,
      i18nProvider: frenchI18n(),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 non lues' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      within(dialog).getByText('Le billet n° 41 vous a été assigné par Nora Tremblay : Brakes'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Verrouiller les portières : délai dépassé sur la voiture NTE 128', {
        exact: false,
      }),
    ).toBeInTheDocument();
  });

  it('is not there for DRIVE, who has no notifications area', async () => {
    const call = fakeServer();
    renderShell({ path: '/', roles: ['DRIVE'], dataProvider: { call } as never });
    await screen.findByText('Priya Raman');
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(call).not.toHaveBeenCalledWith('notifications', expect.anything(), expect.anything()),
    );
  });
});
