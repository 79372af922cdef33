import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification, testDataProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../src/dataProvider/HttpError.ts';
import type { CarDetailRead } from '../../src/domain/cars/carSearch.ts';
import { CarList } from '../../src/resources/cars/CarList.tsx';
import { BoxCommandOffer } from '../../src/resources/cars/BoxCommandOffer.tsx';
import { CarStateButtons } from '../../src/resources/cars/CarStateButtons.tsx';
import { ChangePlateDialog } from '../../src/resources/cars/ChangePlateDialog.tsx';
import { FieldCheckBanner } from '../../src/resources/cars/FieldCheckBanner.tsx';
import { RentabilityNotice } from '../../src/resources/cars/RentabilityNotice.tsx';
import { englishI18n } from './testProviders.ts';

const car: CarDetailRead = {
  vin: 'JTDKARFU0L3000001',
  plateNumber: 'ABC 123',
  fleetId: 1,
  fleetName: 'Vancouver',
  make: 'Toyota',
  model: 'Prius',
  modelYear: 2021,
  telemeterModel: 'Geotab GO9',
  telemeterId: 'G90000000000001',
  carrier: 'Bell',
  msisdn: '16045550001',
  status: 'OUT_OF_SERVICE',
  isActive: true,
  latitude: 49.28,
  longitude: -123.12,
  fuelLevel: 80,
  batteryVoltage: 12.5,
  odometer: 1234,
  sim: { provider: 'Bell', msisdn: '16045550001', imsi: '302610000000001', iccid: '8930261000000000001' },
  state: 'active',
  gps: { latitude: 49.28, longitude: -123.12 },
  createDateTime: '2026-01-01T00:00:00.000Z',
  fieldCheck: null,
  version: 4,
  rentability: {
    rentable: false,
    refusals: ['status'],
    reservedUntil: null,
    lastReportAt: '2026-01-01T00:00:00.000Z',
    offlineHours: 24,
  },
  tripUnderWay: null,
};

const wrap = (dataProvider: DataProvider, children: React.ReactNode) =>
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={englishI18n()} store={memoryStore()}>
      {children}
      <Notification />
    </AdminContext>,
  );

describe('the car search and the Change car plate modal (spec 2, 3, 5, 8)', () => {
  it('lists cars with their status in words, each plate a link to the car', async () => {
    window.location.hash = '';
    const getList = vi.fn(async () => ({ data: [{ ...car, id: car.vin }], total: 1 }));
    const dataProvider = testDataProvider({
      getList,
      call: async (resource: string) => {
        if (resource === 'savedSearches') return [];
        throw new Error(`call ${resource} is not part of this test`);
      },
    } as Partial<DataProvider>);
    wrap(dataProvider, <CarList />);
    const link = await screen.findByRole('link', { name: 'ABC 123' });
    expect(link).toHaveAttribute('href', expect.stringContaining(`/cars/${car.vin}`));
    expect(screen.getByText('Out of service')).toBeInTheDocument();
    for (const filter of ['Plate', 'VIN', 'Telemeter ID', 'Model', 'MSISDN'])
      expect(screen.getAllByLabelText(filter).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Export CSV/i })).toBeInTheDocument();
  });

  it('holds the plate to spec 5, sends the car’s version, and says each refusal', async () => {
    const user = userEvent.setup();
    const update = vi
      .fn()
      .mockRejectedValueOnce(
        new HttpError('plate taken', 409, { fields: { plateNumber: 'cars.errors.plateTaken' } } as never),
      )
      .mockRejectedValueOnce(new HttpError('boom', 500, {} as never))
      .mockResolvedValueOnce({ data: { ...car, id: car.vin, plateNumber: 'XYZ 789', version: 5 } });
    const onSaved = vi.fn(async () => undefined);
    const onClose = vi.fn();
    wrap(
      testDataProvider({ update } as Partial<DataProvider>),
      <ChangePlateDialog car={car} onClose={onClose} onSaved={onSaved} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change car plate' });
    const input = within(dialog).getByLabelText(/^Plate/);
    await user.clear(input);
    await user.type(input, 'zz');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter a plate as 123 ABC, ABC 123 or AB1 23C'),
    ).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, 'xyz789');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Plate not unique')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith('cars', expect.objectContaining({ id: car.vin, previousData: car }));

    await user.clear(input);
    await user.type(input, 'xyz 789');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Car update failed. Please try again later.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalled();
    expect(update).toHaveBeenLastCalledWith(
      'cars',
      expect.objectContaining({ data: { plateNumber: 'XYZ 789' } }),
    );
  });

  it("confirms each state change, says spec 8's success, and on failure to try again or tell the help desk", async () => {
    const user = userEvent.setup();
    // The box: asleep, then on its way up once a wake-up is accepted, then awake.
    const boxReads = [{ waking: false, asleep: true }];
    const wakeup = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('vendor', 424, {} as never))
      .mockImplementationOnce(async () => {
        boxReads.splice(0, boxReads.length, { waking: true, asleep: true }, { waking: false, asleep: false });
        return {};
      });
    const call = vi.fn(async (resource: string) => {
      if (resource === 'state')
        return {
          vin: car.vin,
          online: true,
          lastReportAt: '2026-01-01T00:00:00.000Z',
          ...(boxReads.length > 1 ? boxReads.shift() : boxReads[0]),
        };
      if (resource === 'carWakeup') return wakeup();
      return {};
    });
    const onChanged = vi.fn();
    wrap(
      testDataProvider({ call } as Partial<DataProvider>),
      <CarStateButtons car={car} onChanged={onChanged} />,
    );
    expect(screen.queryByRole('button', { name: 'Out of service' })).toBeNull(); // it is out of service already
    await user.click(screen.getByRole('button', { name: 'Available' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Make this car available to members?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: /Confirm/i }));
    expect(await screen.findByText('Car made available')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('updateStatus', 'UPDATE', {
      id: car.vin,
      id2: 'OUT_OF_SERVICE',
      id3: 'AVAILABLE',
    });
    expect(onChanged).toHaveBeenCalledTimes(1);

    const wakeUp = async () => {
      await user.click(await screen.findByRole('button', { name: 'Wake up' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Confirm/i }));
    };
    await wakeUp();
    expect(
      await screen.findByText(
        'The car could not be woken up. Please try again or report it to the help desk.',
      ),
    ).toBeInTheDocument();
    expect(call).toHaveBeenLastCalledWith('carWakeup', 'ADD', { id: car.vin });
    expect(onChanged).toHaveBeenCalledTimes(1);

    // Accepted (202), the wake-up is on its way until the box's state shows it landed.
    await wakeUp();
    expect(await screen.findByRole('status')).toHaveTextContent('Waking the car up');
    expect(await screen.findByText('The car is awake')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(onChanged).toHaveBeenCalledTimes(2);
  });

  it('changes the state of a sleeping car at once: the box is not asked (spec 4)', async () => {
    const user = userEvent.setup();
    const call = vi.fn(async (resource: string) => {
      if (resource === 'state')
        return {
          vin: car.vin,
          online: true,
          lastReportAt: car.createDateTime,
          asleep: true,
          waking: false,
        };
      if (resource === 'updateStatus')
        return { vin: car.vin, status: 'AVAILABLE', version: 5, boxCommand: null };
      return {};
    });
    const onChanged = vi.fn();
    wrap(
      testDataProvider({ call } as Partial<DataProvider>),
      <CarStateButtons car={car} onChanged={onChanged} />,
    );
    await user.click(screen.getByRole('button', { name: 'Available' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Confirm/i }));
    expect(await screen.findByText('Car made available')).toBeInTheDocument();
    expect(call.mock.calls.map(([resource]) => resource)).not.toContain('carWakeup');
    expect(onChanged).toHaveBeenCalled();
  });

  it('hands the screen the box command that goes with a change: immobilise out of service', async () => {
    const user = userEvent.setup();
    const call = vi.fn(async (resource: string) => {
      if (resource === 'updateStatus')
        return { vin: car.vin, status: 'OUT_OF_SERVICE', version: 5, boxCommand: 'engageImmobilizer' };
      return {};
    });
    const onChanged = vi.fn();
    wrap(
      testDataProvider({ call } as Partial<DataProvider>),
      <CarStateButtons car={{ ...car, status: 'AVAILABLE' }} onChanged={onChanged} />,
    );
    await user.click(screen.getByRole('button', { name: 'Out of service' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Confirm/i }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('engageImmobilizer'));
  });

  it('offers that command in words, sent or put off by staff', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const onDismiss = vi.fn();
    wrap(
      testDataProvider(),
      <BoxCommandOffer command="engageImmobilizer" onSend={onSend} onDismiss={onDismiss} />,
    );
    expect(
      screen.getByText('The car is out of service: engage its immobilizer so that no member can drive it.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Engage immobilizer' }));
    expect(onSend).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onDismiss).toHaveBeenCalled();
  });

  it('after diagnostics offers to lock and immobilise the car again (the tests end on unlock)', () => {
    wrap(testDataProvider(), <BoxCommandOffer command="secure" onSend={vi.fn()} onDismiss={vi.fn()} />);
    expect(screen.getByText(/leave the car unlocked with its immobilizer off/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lock and immobilise' })).toBeInTheDocument();
  });

  it('offers only a total loss while a trip under way holds the car', () => {
    wrap(
      testDataProvider(),
      <CarStateButtons car={{ ...car, status: 'IN_TRIP', tripUnderWay: { id: 7 } }} onChanged={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Total loss' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Available' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Out of service' })).toBeNull();
  });
});

describe('the field-team flag on the car detail (spec 4, Release member)', () => {
  it('says the car is to be checked and links the trip the member was released from', async () => {
    wrap(
      testDataProvider(),
      <FieldCheckBanner car={{ fieldCheck: { at: '2026-03-01T08:00:00.000Z', tripId: 42 } }} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/the field team is to check it/);
    expect(screen.getByRole('link', { name: 'Open trip 42' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/trips\/42$/),
    );
  });

  it('shows nothing for a car nobody left', () => {
    wrap(testDataProvider(), <FieldCheckBanner car={{ fieldCheck: null }} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('why members are not offered a car (spec 7 /internal/reservation/vehicle/available)', () => {
  it('names every reason and the trip that holds the car', async () => {
    wrap(
      testDataProvider(),
      <RentabilityNotice
        car={{
          status: 'IN_TRIP',
          tripUnderWay: { id: 42 },
          rentability: { ...car.rentability, refusals: ['status', 'boxSilent'] },
        }}
      />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Not offered to members: its state is In trip; its box has not reported since .* \(more than 24 hours\)\./,
    );
    expect(screen.getByRole('link', { name: 'Open trip 42' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/trips\/42$/),
    );
  });

  it('says when members are offered it', async () => {
    wrap(
      testDataProvider(),
      <RentabilityNotice
        car={{
          ...car,
          status: 'AVAILABLE',
          rentability: { ...car.rentability, rentable: true, refusals: [] },
        }}
      />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Offered to members.');
  });
});
