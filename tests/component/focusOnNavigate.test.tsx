import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderShell } from './renderShell.tsx';

const heading = () => document.getElementById('react-admin-title')!;

describe('focus after a route change', () => {
  it('moves to the page heading, so the next Tab starts in the new page', async () => {
    const user = userEvent.setup();
    renderShell({ path: '/cars/1HGCM82633A004352', roles: ['SYSADM'] });
    expect(heading()).not.toHaveFocus();
    await user.click(await screen.findByRole('link', { name: 'Trips' }));
    await waitFor(() => expect(heading()).toHaveFocus());
    expect(heading()).toHaveAttribute('tabindex', '-1');
  });

  it('leaves the focus where the new page put it on purpose (an autofocused field)', async () => {
    const user = userEvent.setup();
    renderShell({
      path: '/cars/1HGCM82633A004352',
      roles: ['SYSADM'],
      routes: <Route path="/trips" element={<input aria-label="Find a trip" autoFocus />} />,
    });
    await user.click(await screen.findByRole('link', { name: 'Trips' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Find a trip' })).toHaveFocus());
  });
});
