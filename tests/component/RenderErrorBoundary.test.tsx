import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from './renderShell.tsx';

const Broken = (): never => {
  throw new Error('boom');
};

describe('spec 8: a render crash shows the generic error screen', () => {
  it('keeps the navigation working and recovers on the next page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderShell({ path: '/cars', roles: ['SYSADM'], routes: <Route path="/cars" element={<Broken />} /> });
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops! Something went wrong');
    // The bar survived the crash, and leaving the broken page clears the error.
    await user.click(await screen.findByRole('link', { name: 'Trips' }));
    await waitFor(() => expect(screen.queryByText('Oops! Something went wrong')).not.toBeInTheDocument());
    expect(screen.getByTestId('page')).toBeInTheDocument();
  });

  it('offers a way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderShell({ path: '/cars', roles: ['SYSADM'], routes: <Route path="/cars" element={<Broken />} /> });
    await user.click(await screen.findByRole('button', { name: 'Go to Home' }));
    expect(await screen.findByTestId('page')).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(/^Home$/);
  });
});
