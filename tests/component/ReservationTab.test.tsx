import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, testDataProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../src/dataProvider/HttpError.ts';
import type { CustomerDetail } from '../../src/domain/customers/customerDetail.ts';
import type { CarSearchRow } from '../../src/domain/cars/carSearch.ts';
import type { Reservation } from '../../src/domain/reservations/reservations.ts';
import { ReservationTab } from '../../src/resources/customers/profile/reservation/ReservationTab.tsx';
import { TimeRemaining } from '../../src/resources/customers/profile/reservation/TimeRemaining.tsx';
import { englishI18n } from './testProviders.ts';

const T0 = Date.UTC(2026, 10, 23, 14, 0, 0);

const member = {
  id: 42,
  firstName: 'Marie',
  lastName: 'Tremblay',
  marketingRegionId: 1,
  accountInformation: { accountStatus: 'ACTIVE', accountSuspendStatus: 'UNSUSPENDED' },
} as CustomerDetail;

const car: CarSearchRow & { id: string } = {
  id: 'JTDBCMFE0PJ123456',
  vin: 'JTDBCMFE0PJ123456',
  plateNumber: 'AB1 23C',
  fleetId: 1,
  fleetName: 'Vancouver',
  make: 'Toyota',
  model: 'Corolla Hybrid',
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
};

const held = (expiresInMs: number): Reservation => ({
  id: '7',
  customerId: '42',
  vin: car.vin,
  plateNumber: car.plateNumber,
  make: car.make,
  model: car.model,
  reservedAt: new Date(Date.now() - 60_000).toISOString(),
  expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
  status: 'ACTIVE',
  canceledAt: null,
  reservedBy: 'Jessica Morrison',
  version: 1,
});

const renderTab = (reservations: Reservation[], call = vi.fn()) => {
  const getList = vi.fn(async (resource: string) =>
    resource === 'reservations'
      ? { data: reservations, total: reservations.length }
      : { data: [car], total: 1 },
  );
  // The booking's place picker lists no place: the cars come by plate (AvailableCars.test.tsx has places).
  const calls = (resource: string, ...rest: unknown[]) =>
    resource === 'bookingPlaces' ? Promise.resolve({ data: [] }) : call(resource, ...rest);
  const dataProvider = { ...testDataProvider({ getList: getList as DataProvider['getList'] }), call: calls };
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={englishI18n()}>
      <ReservationTab customer={member} />
      <Notification />
    </AdminContext>,
  );
  return { getList, call };
};

afterEach(() => vi.useRealTimers());

describe('spec 4 Reservation: the time remaining counts down, then EXPIRED', () => {
  it('ticks every second and reads EXPIRED once the hold is over', () => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    render(
      <AdminContext i18nProvider={englishI18n()}>
        <TimeRemaining expiresAt={new Date(T0 + 65_000).toISOString()} />
      </AdminContext>,
    );
    const timer = screen.getByRole('timer', { name: 'Time remaining' });
    expect(timer).toHaveTextContent('1 min 5 s');
    act(() => vi.advanceTimersByTime(1_000));
    expect(timer).toHaveTextContent('1 min 4 s');
    act(() => vi.advanceTimersByTime(63_000));
    expect(timer).toHaveTextContent('1 s');
    act(() => vi.advanceTimersByTime(1_000));
    expect(timer).toHaveTextContent('EXPIRED');
  });

  it('on the tab: Cancel while it runs; once EXPIRED, no Cancel and the member may book again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderTab([held(2_000)]);
    const timer = await screen.findByRole('timer', { name: 'Time remaining' });
    expect(timer).toHaveTextContent(/^\d s$/);
    expect(screen.getByRole('button', { name: 'Cancel reservation' })).toBeEnabled();
    expect(await screen.findByRole('button', { name: 'Book AB1 23C' })).toBeDisabled();
    expect(
      screen.getByText('The member holds a car: cancel that reservation to book another.'),
    ).toBeVisible();

    act(() => vi.advanceTimersByTime(2_500));
    expect(timer).toHaveTextContent('EXPIRED');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel reservation' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Book AB1 23C' })).toBeEnabled();
    const history = screen.getByRole('table', { name: 'Reservations' });
    expect(within(history).getByText('EXPIRED')).toBeVisible();
  });
});

describe('spec 8 Reservation texts: book and cancel', () => {
  it('books the car for the member and says so', async () => {
    const call = vi.fn(async () => held(30 * 60_000));
    renderTab([], call);
    expect(await screen.findByText('The member has no current reservation.')).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Book AB1 23C' }));
    expect(call).toHaveBeenCalledWith('reservations', 'ADD', { customerId: '42', vin: car.vin });
    expect(await screen.findByText('The vehicle has been successfully reserved.')).toBeVisible();
  });

  it('a refused booking says to try again and contact Help Desk, and why', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs a failed call
    const call = vi.fn(async () => {
      throw new HttpError('This car has just been reserved by someone else.', 409, {
        messageKey: 'reservations.carTaken',
      });
    });
    renderTab([], call);
    await userEvent.click(await screen.findByRole('button', { name: 'Book AB1 23C' }));
    expect(
      await screen.findByText(
        'The vehicle could not be reserved. Please try again and if it persists contact Help Desk.',
      ),
    ).toBeVisible();
    expect(screen.getByText('This car has just been reserved by someone else.')).toBeVisible();
  });

  it('cancels at the version on screen, after asking, and says so', async () => {
    const reservation = held(10 * 60_000);
    const call = vi.fn(async () => ({ ...reservation, status: 'CANCELED', version: 2 }));
    renderTab([reservation], call);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel reservation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this reservation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    expect(call).toHaveBeenCalledWith('reservations', 'DELETE', { id: '7', ifMatch: 1 });
    expect(await screen.findByText('The reservation has been successfully canceled')).toBeVisible();
  });

  it('a failed cancel says to try again and contact Help Desk, and reloads the reservations', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs a failed call
    const reservation = held(10 * 60_000);
    const call = vi.fn(async () => {
      throw new HttpError('Oops! There seems to be a system error.', 500, { messageKey: 'error.system' });
    });
    const { getList } = renderTab([reservation], call);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel reservation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this reservation?' });
    const reads = getList.mock.calls.filter(([resource]) => resource === 'reservations').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    expect(
      await screen.findByText(
        'The reservation could not be canceled. Please try again and if it persists contact Help Desk.',
      ),
    ).toBeVisible();
    expect(call).toHaveBeenCalledWith('reservations', 'DELETE', { id: '7', ifMatch: 1 });
    expect(screen.queryByText('The reservation has been successfully canceled')).not.toBeInTheDocument();
    // A 500 has no reason the tab can explain: only spec 8's text, not the server's words.
    expect(screen.queryByText('Oops! There seems to be a system error.')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(getList.mock.calls.filter(([resource]) => resource === 'reservations').length).toBeGreaterThan(
        reads,
      ),
    );
  });
});
