import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../src/dataProvider/HttpError.ts';
import type { BookingPlace } from '../../src/domain/reservations/bookingPlace.ts';
import type { AvailableVehicle } from '../../src/domain/reservations/reservations.ts';
import { AvailableCars } from '../../src/resources/customers/profile/reservation/AvailableCars.tsx';
import { englishI18n, frenchI18n } from './testProviders.ts';

const car = (
  vin: string,
  plateNumber: string,
  distanceKm: number | null,
): AvailableVehicle & { id: string } => ({
  id: vin,
  vin,
  plateNumber,
  fleetId: 1,
  fleetName: 'Vancouver',
  make: 'Toyota',
  model: 'Prius',
  modelYear: 2023,
  telemeterModel: 'Geotab GO9',
  telemeterId: 'G9' + '1'.repeat(13),
  carrier: 'Rogers',
  msisdn: '16045550100',
  status: 'AVAILABLE',
  isActive: true,
  latitude: 49.28,
  longitude: -123.12,
  fuelLevel: 80,
  batteryVoltage: 12.6,
  odometer: 1200,
  distanceKm,
});

const PLACES: BookingPlace[] = [
  { id: 'lastTrip-9', kind: 'lastTrip', label: '#9', lat: 49.35, lon: -123.12 },
  { id: 'homeZone-1', kind: 'homeZone', label: 'Downtown', lat: 49.28, lon: -123.12 },
  { id: 'parkingLot-3', kind: 'parkingLot', label: 'Robson Lot', lat: 49.2801, lon: -123.1202 },
];

const renderCars = ({ places = PLACES, geocode = vi.fn(), i18n = englishI18n() } = {}) => {
  const getList = vi.fn(async () => ({ data: [car('JTDBCMFE0PJ000001', '151 WFC', 1234.5)], total: 1 }));
  const call = vi.fn(async (resource: string, _verb: string, params: { q?: string }) =>
    resource === 'bookingPlaces' ? { data: places } : geocode(params.q),
  );
  const dataProvider = { ...testDataProvider({ getList: getList as DataProvider['getList'] }), call };
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18n}>
      <AvailableCars customerId="42" fleetId={1} canBook onBook={vi.fn()} />
    </AdminContext>,
  );
  const lastFilter = () => (getList.mock.calls.at(-1) as unknown as [string, { filter: object }])[1].filter;
  return { getList, call, lastFilter };
};

describe('spec 3 Reservation: booking a car by place', () => {
  it("starts nearest the member's last trip end, each row with its distance in km", async () => {
    const { getList, lastFilter } = renderCars();
    const table = await screen.findByRole('table', { name: 'Book a car' });
    expect(within(table).getByText('1,234.5 km')).toBeVisible();
    expect(within(table).getByText('151 WFC')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Nearest to' })).toHaveValue("The member's last trip end");
    // The first page asked waited for the place: never a plate-order page first.
    expect(getList).toHaveBeenCalledTimes(1);
    expect(lastFilter()).toEqual({ fleetId: 1, lat: 49.35, lon: -123.12 });
  });

  it('orders from a parking lot picked from the list, and searches by plate or model', async () => {
    const user = userEvent.setup();
    const { lastFilter } = renderCars();
    await screen.findByRole('table', { name: 'Book a car' });
    await user.click(screen.getByRole('combobox', { name: 'Nearest to' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Home zone')).toBeVisible();
    expect(within(listbox).getByText('Parking lot')).toBeVisible();
    await user.click(within(listbox).getByRole('option', { name: 'Robson Lot' }));
    await waitFor(() => expect(lastFilter()).toEqual({ fleetId: 1, lat: 49.2801, lon: -123.1202 }));
    await user.type(screen.getByRole('searchbox', { name: 'Plate or model' }), 'wfc');
    await waitFor(() => expect(lastFilter()).toEqual({ fleetId: 1, q: 'wfc', lat: 49.2801, lon: -123.1202 }));
  });

  it('orders by plate, without a distance column, for a member without trips who picks no place', async () => {
    const { lastFilter } = renderCars({ places: PLACES.slice(1) });
    const table = await screen.findByRole('table', { name: 'Book a car' });
    expect(lastFilter()).toEqual({ fleetId: 1 });
    expect(within(table).queryByText('Distance')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Nearest to' })).toHaveValue('No place: by plate');
  });

  it('orders from an address the geocoder names, and says so when the geocoder does not answer', async () => {
    const user = userEvent.setup();
    const geocode = vi.fn(async (q: string) => {
      if (q.startsWith('slow')) throw new HttpError('The address search is not answering.', 502, {});
      return [{ label: 'Robson Street, Downtown, Vancouver', lat: 49.282, lon: -123.12 }];
    });
    const { lastFilter } = renderCars({ geocode });
    await screen.findByRole('table', { name: 'Book a car' });
    await user.click(screen.getByRole('combobox', { name: 'Nearest to' }));
    await user.click(await screen.findByRole('option', { name: 'An address…' }));
    const address = screen.getByRole('combobox', { name: 'Address' });
    await user.type(address, 'robson');
    await user.click(await screen.findByRole('option', { name: 'Robson Street, Downtown, Vancouver' }));
    await waitFor(() => expect(lastFilter()).toEqual({ fleetId: 1, lat: 49.282, lon: -123.12 }));
    expect(geocode).toHaveBeenCalledWith('robson');
    await user.clear(address);
    await user.type(address, 'slow street');
    expect(await screen.findByText('The address search is not answering.')).toBeVisible();
  });

  it('reads in French: the distance with a decimal comma', async () => {
    renderCars({ i18n: frenchI18n() });
    const table = await screen.findByRole('table', { name: 'Réserver une voiture' });
    expect(within(table).getByText(/^1\s234,5 km$/)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Au plus près de' })).toHaveValue(
      'La fin du dernier trajet du membre',
    );
  });
});
