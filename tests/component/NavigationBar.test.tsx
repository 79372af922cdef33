import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from './renderShell.tsx';
import { SPEC_MORE_ITEMS } from '../support/specNavigation.ts';

const navLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .queryAllByRole('link')
    .map((link) => link.textContent);
};

const moreItems = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'More' }));
  const items = within(await screen.findByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  await user.keyboard('{Escape}');
  return items;
};

describe('spec 2 navigation bar: items follow the role table (spec 6)', () => {
  it.each([
    [
      'SYSADM',
      ['Cars', 'Members', 'Trips', 'Tickets'],
      [...SPEC_MORE_ITEMS, 'Analytics', 'Team', 'Roles & Permissions'],
    ],
    [
      'MGMT',
      ['Cars', 'Members', 'Trips', 'Tickets'],
      [...SPEC_MORE_ITEMS, 'Analytics', 'Team', 'Roles & Permissions'],
    ],
    // README departures: Analytics is BI's too.
    ['BI', ['Cars', 'Members', 'Trips', 'Tickets'], ['Parking ticket', 'Analytics']],
    ['FLEET', ['Cars', 'Members', 'Trips', 'Tickets'], ['Infleeting', 'Fleet management', 'Parking ticket']],
    ['SUPPORT', ['Tickets'], ['Fleet management', 'Parking ticket']],
    ['SVC', ['Cars', 'Tickets'], ['Fleet management', 'Parking ticket']],
  ])('%s: links %j and More %j', async (role, links, more) => {
    const user = userEvent.setup();
    renderShell({ path: '/', roles: [role] });
    await waitFor(async () => expect(await navLinks()).toEqual(links));
    expect(await moreItems(user)).toEqual(more);
  });

  it('DRIVE: no links and no More menu', async () => {
    renderShell({ path: '/', roles: ['DRIVE'] });
    await screen.findByText('Priya Raman');
    expect(await navLinks()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it("marks the section of the page on screen, the car's page under Cars", async () => {
    renderShell({ path: '/cars/1HGCM82633A004352', roles: ['SYSADM'] });
    const cars = await screen.findByRole('link', { name: 'Cars', current: 'page' });
    expect(cars).toHaveAttribute('href', '/cars');
  });

  it("shows the user's initial and name, the EN switch, and logs out", async () => {
    const user = userEvent.setup();
    const logout = vi.fn(async () => undefined);
    renderShell({ path: '/', roles: ['MSA'], logout });
    const account = await screen.findByRole('button', { name: 'Priya Raman, account menu' });
    expect(account).toHaveTextContent('PPriya Raman');
    expect(screen.getByRole('button', { name: /^EN\W+Switch language to FR$/ })).toHaveTextContent('EN');
    await user.click(account);
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(logout).toHaveBeenCalled());
  });

  it.each(['/new-ticket', '/ticket-confirmation'])('is hidden, with the breadcrumbs, on %s', async (path) => {
    renderShell({ path, roles: ['SYSADM'] });
    await screen.findByTestId('page');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });
});
