import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderShell } from './renderShell.tsx';

const crumbs = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
};

describe('spec 2 breadcrumbs', () => {
  it.each([
    ['/', ['Home']],
    ['/promotion-search', ['Home', 'Promotions']],
    ['/edit-ticket/42', ['Home', 'Tickets', 'Edit Ticket']],
    ['/tickets/42', ['Home', 'Tickets', '42']],
    ['/cars/1HGCM82633A004352', ['Home', 'Cars', '1HGCM82633A004352']],
    ['/trips/77', ['Home', 'Trips', '77']],
    ['/payments/5', ['Home', 'Payments', 'Payment #5']],
    ['/import', ['Home', 'Import Log']],
    ['/aima-parking', ['Home', 'Aima Parking']],
    ['/wakeup-provider', ['Home', 'Wakeup Provider']],
    ['/roles-permissions', ['Home', 'Roles & Permissions']],
  ])('%s: %j', async (path, expected) => {
    renderShell({ path, roles: ['SYSADM'] });
    expect(await crumbs()).toEqual(expected);
  });

  it('links every crumb but the last to its page', async () => {
    renderShell({ path: '/cars/1HGCM82633A004352', roles: ['SYSADM'] });
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Cars' })).toHaveAttribute('href', '/cars');
    expect(within(nav).queryByRole('link', { name: '1HGCM82633A004352' })).not.toBeInTheDocument();
  });

  it("shows the customer's first and last name on the profile crumb", async () => {
    const getOne = vi.fn(async () => ({ data: { id: 12, firstName: 'Marie', lastName: 'Tremblay' } }));
    renderShell({
      path: '/customer-profile/12/trips',
      roles: ['MSA'],
      dataProvider: { getOne: getOne as never },
    });
    await screen.findByText('Marie Tremblay');
    expect(await crumbs()).toEqual(['Home', 'Customer search', 'Marie Tremblay', 'Trips']);
    expect(getOne).toHaveBeenCalledWith('customers', expect.objectContaining({ id: '12' }));
    expect(screen.getByRole('link', { name: 'Marie Tremblay' })).toHaveAttribute(
      'href',
      '/customer-profile/12',
    );
  });

  it("adds the 'Reservation' crumb on the profile's Reservation tab, the member's name linking back", async () => {
    const getOne = vi.fn(async () => ({ data: { id: 12, firstName: 'Marie', lastName: 'Tremblay' } }));
    renderShell({
      path: '/customer-profile/12?tab=reservation',
      roles: ['MSA'],
      dataProvider: { getOne: getOne as never },
    });
    await screen.findByText('Marie Tremblay');
    expect(await crumbs()).toEqual(['Home', 'Customer search', 'Marie Tremblay', 'Reservation']);
    expect(screen.getByRole('link', { name: 'Marie Tremblay' })).toHaveAttribute(
      'href',
      '/customer-profile/12',
    );
  });

  it('keeps the plain title when the name cannot be had', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const getOne = vi.fn(async () => Promise.reject(new Error('Not found.')));
    renderShell({ path: '/customer-profile/12', roles: ['MSA'], dataProvider: { getOne: getOne as never } });
    await waitFor(() => expect(getOne).toHaveBeenCalled());
    expect(await crumbs()).toEqual(['Home', 'Customer search', 'Customer profile']);
  });

  it('does not fetch the name for a role that cannot open the profile', async () => {
    // Fake timers step past any pending work instead of sleeping through it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const getOne = vi.fn(async () => ({ data: { id: 12, firstName: 'Marie', lastName: 'Tremblay' } }));
    renderShell({
      path: '/customer-profile/12',
      roles: ['SUPPORT'],
      dataProvider: { getOne: getOne as never },
    });
    expect(await crumbs()).toEqual(['Home', 'Customer search', 'Customer profile']);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(getOne).not.toHaveBeenCalled();
  });

  it("names the staff member on the Team member crumb, as 'first last (role)'", async () => {
    const getOne = vi.fn(async () => ({
      data: { id: 3, firstName: 'Nadia', lastName: 'Haddad', role: 'MGMT' },
    }));
    renderShell({ path: '/team/3', roles: ['SYSADM'], dataProvider: { getOne: getOne as never } });
    await screen.findByText('Nadia Haddad (MGMT)');
    expect(getOne).toHaveBeenCalledWith('staffs', expect.objectContaining({ id: '3' }));
    expect(await crumbs()).toEqual(['Home', 'Team', 'Nadia Haddad (MGMT)']);
  });
});
