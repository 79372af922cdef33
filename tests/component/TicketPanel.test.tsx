import { screen, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SPLIT_OPEN_KEY } from '../../src/custom/splitScreen/useSplitScreen.ts';
import { TicketEdit } from '../../src/resources/tickets/TicketEdit.tsx';
import { renderShell } from './renderShell.tsx';

const VIN = '1HGCM82633A004352';
const TICKET = {
  id: 4,
  version: 1,
  subject: 'Flat tyre',
  categories: [60],
  customers: [
    { id: 1001, firstName: 'Marie', lastName: 'Tremblay', preferredName: null, fullName: 'Marie Tremblay' },
  ],
  vehicles: [{ vin: VIN, plateNumber: 'ABC 123' }],
  staff: null,
  department: 'Fleet Operations',
  priority: 'High',
  status: 'New',
  notes: [],
  files: [],
};

/** What each list of the panel answers: the member's tickets and trips. */
const lists = vi.fn(async (resource: string) =>
  resource === 'tickets'
    ? {
        data: [
          {
            id: 31,
            subject: 'Car not unlocking',
            status: 'Closed',
            priority: 'Low',
            createDateTime: '2026-03-05T12:00:00Z',
          },
        ],
        total: 1,
      }
    : {
        data: [
          {
            id: 77,
            plateNumber: 'ABC 123',
            status: 'COMPLETED',
            startDateTime: '2026-03-04T12:00:00Z',
            vehicleTimeZone: 'America/Toronto',
            distanceKm: 12,
            total: 9.5,
          },
        ],
        total: 1,
      },
);

const getOne = vi.fn(async (resource: string) => ({
  data:
    resource === 'ticketVehicle'
      ? {
          id: '4',
          data: [
            {
              vin: VIN,
              plateNumber: 'ABC 123',
              status: 'OUT_OF_SERVICE',
              make: 'Toyota',
              model: 'Corolla',
              fuelLevel: 40,
            },
          ],
        }
      : structuredClone(TICKET),
}));

const renderPanel = (roles: string[]) =>
  renderShell({
    path: '/edit-ticket/4',
    roles,
    store: memoryStore({ [SPLIT_OPEN_KEY]: true }),
    dataProvider: { getOne: getOne as never, getList: lists as never },
    routes: <Route path="/edit-ticket/:ticketId" element={<TicketEdit />} />,
  });

describe('spec 2 split screen: ticket related information', () => {
  it("shows the linked member's recent tickets and trips, and the linked car's state", async () => {
    renderPanel(['MSA']);
    const panel = await screen.findByRole('complementary', { name: 'Secondary panel' });
    expect(within(panel).getByRole('heading', { name: 'Ticket related information' })).toBeInTheDocument();
    const member = await within(panel).findByRole('region', { name: 'Marie Tremblay' });
    expect(await within(member).findByRole('link', { name: /#31 Car not unlocking/ })).toHaveAttribute(
      'href',
      '/edit-ticket/31',
    );
    expect(await within(member).findByRole('link', { name: /Trip #77/ })).toHaveAttribute(
      'href',
      '/trips/77',
    );
    expect(lists).toHaveBeenCalledWith('tickets', expect.objectContaining({ filter: { customer: '1001' } }));
    expect(
      await within(panel).findByText('Status: out of service · Toyota Corolla · Fuel 40%'),
    ).toBeInTheDocument();
    expect(within(panel).getByText(`ABC 123 · ${VIN}`)).toBeInTheDocument();
  });

  it("spec 6: SUPPORT, who may not read trips, sees the member's tickets without their trips", async () => {
    lists.mockClear();
    renderPanel(['SUPPORT']);
    const panel = await screen.findByRole('complementary', { name: 'Secondary panel' });
    const member = await within(panel).findByRole('region', { name: 'Marie Tremblay' });
    await within(member).findByRole('link', { name: /#31 Car not unlocking/ });
    expect(within(member).queryByText('Recent trips')).not.toBeInTheDocument();
    expect(lists.mock.calls.map(([resource]) => resource)).not.toContain('customerTrips');
  });
});
