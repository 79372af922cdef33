import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification, testDataProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { ParkingLot } from '../../src/domain/parking/parkingLot.ts';
import { ParkingLotList } from '../../src/resources/parking/ParkingLotList.tsx';
import { englishI18n } from './testProviders.ts';

const lot: ParkingLot = {
  id: 7,
  fleetId: 1,
  fleetName: 'Vancouver',
  name: 'Harbour lot',
  description: 'Level P2',
  latitude: 49.289,
  longitude: -123.116,
  spaces: 12,
  overflowSpaces: 2,
  visibleOnApp: true,
  overflowParking: false,
  ubcParking: false,
  analysisArea: 'Downtown',
  updatedOn: '2026-11-01T10:00:00.000Z',
  version: 3,
};

const renderList = (
  create: DataProvider['create'],
  calls: string[] = [],
  { meters = [{ meterid: '1', geo_point_2d: { lat: 49.28, lon: -123.12 } }] as unknown, hash = '' } = {},
) => {
  window.location.hash = hash;
  const getList = vi.fn(async () => ({ data: [lot], total: 1 }));
  const dataProvider = testDataProvider({
    getList,
    create,
    call: async (resource: string) => {
      calls.push(resource);
      if (resource === 'savedSearches') return [];
      if (resource === 'fleets') return [{ fleetId: 1, fleetName: 'Vancouver' }];
      if (resource === 'cityParkingMeters') return meters;
      throw new Error(`call ${resource} is not part of this test`);
    },
  } as Partial<DataProvider>);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={englishI18n()} store={memoryStore()}>
      <ParkingLotList />
      <Notification />
    </AdminContext>,
  );
  return { getList };
};

describe('/aima-parking: the lots and the Parking lot modal (spec 2, 5, 8)', () => {
  it('adds a lot: a missing latitude is refused at its field (spec 5), then the add says so (spec 8)', async () => {
    const user = userEvent.setup();
    const create = vi.fn(async () => ({ data: { ...lot, id: 8 } }));
    const { getList } = renderList(create as never);
    await screen.findAllByText('Harbour lot');
    await user.click(screen.getByRole('button', { name: 'Add parking lot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add parking lot' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Seawall lot');
    await user.type(within(dialog).getByLabelText(/^Description/), 'By the seawall');
    await user.type(within(dialog).getByLabelText(/^Longitude/), '-123.13');
    await user.type(within(dialog).getByLabelText(/^Spaces/), '10');
    await user.click(within(dialog).getByRole('combobox', { name: /^Fleet/ }));
    await user.click(await screen.findByRole('option', { name: 'Vancouver' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/^Latitude/), '91');
    await user.tab();
    expect(await within(dialog).findByText(/between -90 and 90/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Latitude/));
    await user.type(within(dialog).getByLabelText(/^Latitude/), '49.29');
    const lists = getList.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]).toMatchObject([
      'parkingAdd',
      {
        data: {
          name: 'Seawall lot',
          fleetId: '1',
          latitude: 49.29,
          longitude: -123.13,
          spaces: 10,
          overflowSpaces: 0,
          visibleOnApp: true,
        },
      },
    ]);
    expect(await screen.findByText('The parking lot has been added.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(lists));
  });

  it('updates a lot by its name: the lot in the body, its version as If-Match; a stale copy offers to reload', async () => {
    const user = userEvent.setup();
    const stale = Object.assign(new Error('stale'), { status: 412, body: { messageKey: 'error.stale' } });
    const create = vi.fn(async () => {
      throw stale;
    });
    renderList(create as never);
    await user.click((await screen.findAllByRole('button', { name: 'Harbour lot' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Update parking lot' });
    expect(within(dialog).getByLabelText(/^Spaces/)).toHaveValue(12);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]).toMatchObject([
      'parkingUpdate',
      { data: { lotId: 7, name: 'Harbour lot', fleetId: '1' }, meta: { ifMatch: 3 } },
    ]);
    expect(await screen.findByRole('dialog', { name: 'Changed by someone else' })).toBeInTheDocument();
  });

  it("an update refused says spec 8's failure and the server's message at its field", async () => {
    const user = userEvent.setup();
    const refused = Object.assign(new Error('spaces'), {
      status: 409,
      body: { fields: { spaces: 'parking.errors.spotOccupied' } },
    });
    renderList(vi.fn(async () => Promise.reject(refused)) as never);
    await user.click((await screen.findAllByRole('button', { name: 'Harbour lot' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Update parking lot' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The parking lot could not be updated. Please try again later.'),
    ).toBeInTheDocument();
    expect(
      await within(dialog).findByText('A car is parked in a spot past this number of spaces: move it first.'),
    ).toBeInTheDocument();
  });

  it('spec 2 /aima-parking: the map asks for the lots the list filter finds, and has a colour key', async () => {
    const { getList } = renderList(vi.fn() as never, [], {
      hash: `#/?filter=${encodeURIComponent(JSON.stringify({ name: 'Harb', fleetId: '1' }))}`,
    });
    await screen.findAllByText('Harbour lot');
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'parking',
        expect.objectContaining({
          filter: { name: 'Harb', fleetId: 1 },
          pagination: { page: 1, perPage: 100 },
        }),
      ),
    );
    const key = screen.getByRole('list', { name: 'Colour key' });
    for (const entry of [
      'Our parking lot',
      'The lot selected in the list',
      'City parking meters',
      'City parking lots',
    ])
      expect(within(key).getByText(entry)).toBeInTheDocument();
  });

  it('spec 7 External: a meters file that yields no point says so', async () => {
    const user = userEvent.setup();
    renderList(vi.fn() as never, [], { meters: { type: 'FeatureCollection', features: [] } });
    await screen.findAllByText('Harbour lot');
    await user.click(screen.getByRole('switch', { name: 'City parking meters' }));
    expect(
      await screen.findByText(/The city layer "City parking meters" holds no point this map can place/),
    ).toBeInTheDocument();
  });

  it('spec 2 /aima-parking: Escape on an edited lot asks before discarding; on an untouched one it closes', async () => {
    const user = userEvent.setup();
    renderList(vi.fn() as never);
    await user.click((await screen.findAllByRole('button', { name: 'Harbour lot' }))[0]!);
    let dialog = await screen.findByRole('dialog', { name: 'Update parking lot' });
    expect(within(dialog).getByText(/Click the map to place the lot/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getAllByRole('button', { name: 'Harbour lot' })[0]!);
    dialog = await screen.findByRole('dialog', { name: 'Update parking lot' });
    await user.clear(within(dialog).getByLabelText(/^Spaces/));
    await user.type(within(dialog).getByLabelText(/^Spaces/), '14');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    // The question gone (its closing transition too), the modal keeps what was typed.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByLabelText(/^Spaces/)).toHaveValue(14);
    await user.click(within(dialog).getByLabelText(/^Spaces/));
    await user.keyboard('{Escape}');
    const again = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("switches the city's parking meters on as a map layer", async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    renderList(vi.fn() as never, calls);
    await screen.findAllByText('Harbour lot');
    expect(calls).not.toContain('cityParkingMeters');
    await user.click(screen.getByRole('switch', { name: 'City parking meters' }));
    await waitFor(() => expect(calls).toContain('cityParkingMeters'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
