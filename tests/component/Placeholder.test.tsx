import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Placeholder } from '../../src/custom/layout/Placeholder.tsx';
import { ROUTES, routerPath } from '../../src/custom/shell/routeTable.ts';
import { renderShell } from './renderShell.tsx';

describe('spec 2: a screen a later issue builds', () => {
  it('says what it will hold, titled by its crumb with the path parameter it names', async () => {
    const route = ROUTES.tripDetail;
    renderShell({
      path: '/trips/77',
      roles: ['SYSADM'],
      routes: <Route path={routerPath(route.path)} element={<Placeholder route={route} />} />,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Trips · 77' })).toBeInTheDocument();
    expect(
      screen.getByText("The trip's route, times and costs, with remote commands to troubleshoot the car."),
    ).toBeInTheDocument();
    expect(screen.getByText('This screen is not available yet.')).toBeInTheDocument();
  });
});
