import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import {
  PANEL_DEFAULT,
  SPLIT_OPEN_KEY,
  SPLIT_WIDTH_KEY,
} from '../../src/custom/splitScreen/useSplitScreen.ts';
import { renderShell } from './renderShell.tsx';

const VIN = '1HGCM82633A004352';
const tickets = {
  data: [
    {
      id: 31,
      subject: 'Payment declined: card expired',
      status: 'Closed',
      priority: 'High',
      createDateTime: '2026-03-05T12:00:00Z',
    },
  ],
  total: 1,
};

describe('spec 2 split screen', () => {
  it('opens beside a car with its recent tickets, and closes by itself on /trips', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async () => tickets);
    const { store } = renderShell({
      path: `/cars/${VIN}`,
      roles: ['SYSADM'],
      dataProvider: { getList: getList as never },
    });
    await user.click(await screen.findByRole('button', { name: 'Open the split screen' }));

    const panel = await screen.findByRole('complementary', { name: 'Secondary panel' });
    expect(within(panel).getByRole('heading', { name: 'Recent Activity' })).toBeInTheDocument();
    expect(
      await within(panel).findByRole('link', { name: /#31 Payment declined: card expired/ }),
    ).toHaveAttribute('href', '/edit-ticket/31');
    expect(getList).toHaveBeenCalledWith('tickets', expect.objectContaining({ filter: { vehicles: VIN } }));
    expect(store.getItem(SPLIT_OPEN_KEY)).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Trips' }));
    await waitFor(() => expect(screen.queryByRole('complementary')).not.toBeInTheDocument());
    expect(store.getItem(SPLIT_OPEN_KEY)).toBe(false);
    expect(
      screen.getByRole('button', { name: 'The split screen is not available on this page' }),
    ).toBeDisabled();
  });

  it('opens where it was left (open state and width come from the store)', async () => {
    const store = memoryStore({ [SPLIT_OPEN_KEY]: true, [SPLIT_WIDTH_KEY]: 500 });
    renderShell({ path: '/edit-ticket/4', roles: ['SUPPORT'], store });
    const panel = await screen.findByRole('complementary', { name: 'Secondary panel' });
    expect(within(panel).getByRole('heading', { name: 'Ticket related information' })).toBeInTheDocument();
    expect(panel).toHaveStyle({ width: '500px' });
  });

  it('resizes from the keyboard and remembers the width', async () => {
    const store = memoryStore({ [SPLIT_OPEN_KEY]: true });
    renderShell({ path: '/customer-profile/12/payments', roles: ['MSA'], store });
    const handle = await screen.findByRole('separator', { name: 'Resize the secondary panel' });
    expect(handle).toHaveAttribute('aria-valuenow', String(PANEL_DEFAULT));
    handle.focus();
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    await waitFor(() => expect(store.getItem(SPLIT_WIDTH_KEY)).toBe(PANEL_DEFAULT + 24));
    expect(handle).toHaveAttribute('aria-valuenow', String(PANEL_DEFAULT + 24));
    fireEvent.keyDown(handle, { key: 'End' });
    await waitFor(() => expect(store.getItem(SPLIT_WIDTH_KEY)).toBe(280));
  });

  it("shows the spec's error when the member's tickets cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = memoryStore({ [SPLIT_OPEN_KEY]: true });
    const getList = vi.fn(async () => Promise.reject(new Error('Oops! There seems to be a system error.')));
    renderShell({
      path: '/customer-profile/12/tickets',
      roles: ['MSA'],
      store,
      dataProvider: { getList: getList as never },
    });
    expect(await screen.findByText('error retrieving customer tickets')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('tickets', expect.objectContaining({ filter: { customer: '12' } }));
  });

  it('spec 6: on a member profile SVC cannot open, the split screen is not offered', async () => {
    const store = memoryStore({ [SPLIT_OPEN_KEY]: true });
    const getList = vi.fn(async () => tickets);
    renderShell({
      path: '/customer-profile/12',
      roles: ['SVC'],
      store,
      dataProvider: { getList: getList as never },
    });
    expect(
      await screen.findByRole('button', { name: 'The split screen is not available on this page' }),
    ).toBeDisabled();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(getList).not.toHaveBeenCalled();
  });
});
