import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from './api.ts';
import { seriousFindings, settled } from './axe.ts';
import { loginShown, poll, signIn, useOwnAccount, useSignedInPage } from './browser.ts';

/** support@example.com, a demo account; a ticket role lists staff by name, not by e-mail. */
const ASSIGNEE = { email: 'support@example.com', firstName: 'Hannah', lastName: 'MacDonald' };

/** The bell's unread count as its name says it: "Notifications, 2 unread", or none. */
const unreadCount = async (page: Page) => {
  // Read behind the open list too, where the bell is hidden from the accessibility tree (the
  // name then counts the badge's hidden figure too, hence no anchor at the start).
  const name = await page
    .getByRole('button', { name: /Notifications(, \d+\+? unread)?$/, includeHidden: true })
    .textContent();
  return Number(/(\d+) unread/.exec(name ?? '')?.[1] ?? 0);
};

describe('notifications: a ticket assigned by an MSA reaches its assignee', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  // Its own account: its sign-out would end the sessions of any other file signed in as msa@.
  const msa = useOwnAccount('MSA', 'notifications');
  const page = useSignedInPage(msa, {
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
  });

  it('shows the count, opens the ticket, marks it read and the count drops', async () => {
    const staff = await apiCall<{ data: { id: number; firstName: string; lastName: string }[] }>(
      page(),
      `/api/staffs?q=${ASSIGNEE.firstName}%20${ASSIGNEE.lastName}`,
    );
    const assignee = staff.data.find(
      (row) => row.firstName === ASSIGNEE.firstName && row.lastName === ASSIGNEE.lastName,
    )!;
    const subject = `E2E-NOTE ${Date.now()}`;
    const ticket = await apiCall<{ id: number }>(page(), '/api/tickets', {
      method: 'POST',
      body: {
        subject,
        details: 'Assigned by the notifications browser test',
        categories: [12],
        customers: [],
        vehicles: [],
        staff: assignee.id,
        department: 'Member Services',
        source: 'Phone',
        priority: 'High',
        status: 'New',
        notes: [],
        files: [],
      },
    });

    await page()
      .getByRole('button', { name: /account menu/ })
      .click();
    await page().getByText('Logout').click();
    await loginShown(page());
    await signIn(page(), ASSIGNEE.email);

    await poll(() => unreadCount(page())).toBeGreaterThan(0);
    const before = await unreadCount(page());
    const text = `Ticket #${ticket.id} was assigned to you by`;
    await page()
      .getByRole('button', { name: /^Notifications/ })
      .click();
    const bell = page().getByRole('dialog', { name: 'Notifications' });
    await bell.getByRole('link', { name: new RegExp(`^${text}.*${subject}`) }).click();
    await poll(() => new URL(page().url()).pathname).toBe(`/edit-ticket/${ticket.id}`);
    // The ticket drawn, nothing loading: axe below reads the bell over a finished screen.
    await settled(page());

    await page()
      .getByRole('button', { name: /^Notifications/ })
      .click();
    await bell.getByRole('button', { name: new RegExp(`^Mark read: ${text}`) }).waitFor();
    expect(await seriousFindings(page())).toEqual([]);
    await bell.getByRole('button', { name: new RegExp(`^Mark read: ${text}`) }).click();
    await bell
      .getByRole('button', { name: new RegExp(`^Mark read: ${text}`) })
      .waitFor({ state: 'detached' });
    await poll(() => unreadCount(page())).toBe(before - 1);
  });
});
