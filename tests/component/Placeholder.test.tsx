import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Placeholder } from '../../src/custom/layout/Placeholder.tsx';
import { ROUTES, routerPath } from '../../src/custom/shell/routeTable.ts';
import { renderShell } from './renderShell.tsx';

describe('spec 2: a screen a later issue builds', () => {
  it('says what it will hold, titled by its crumb', async () => {
    const route = ROUTES.fleetManagement;
    renderShell({
      path: '/fleet-management',
      roles: ['SYSADM'],
      routes: <Route path={routerPath(route.path)} element={<Placeholder route={route} />} />,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fleet Management' })).toBeInTheDocument();
    expect(
      screen.getByText('The fleet dashboard: every car on a map and by state, with state changes.'),
    ).toBeInTheDocument();
    expect(screen.getByText('This screen is not available yet.')).toBeInTheDocument();
  });
});
