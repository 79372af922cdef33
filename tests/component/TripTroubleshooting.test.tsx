import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, testDataProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../src/dataProvider/HttpError.ts';
import { VEHICLE_COMMANDS, type VehicleCommand } from '../../src/domain/cars/vehicleCommands.ts';
import { TRIP_COMMANDS } from '../../src/domain/trips/tripCommands.ts';
import type { TripDetail } from '../../src/domain/trips/tripDetail.ts';
import { tripCommandGroups } from '../../src/resources/trips/troubleshooting/commandGroups.ts';
import { TripTroubleshooting } from '../../src/resources/trips/troubleshooting/TripTroubleshooting.tsx';
import { englishI18n } from './testProviders.ts';

const VIN = 'JTDKARFU0L3000001';

const trip: TripDetail = {
  id: 77,
  version: 3,
  status: 'ACTIVE',
  member: { id: 42, customerNumber: 'C-42', name: 'Marie Tremblay' },
  car: {
    vin: VIN,
    plateNumber: 'ABC 123',
    make: 'Toyota',
    model: 'Prius',
    fleetName: 'Vancouver',
    status: 'IN_TRIP',
  },
  startDateTime: '2026-11-27T10:00:00.000Z',
  endDateTime: null,
  vehicleTimeZone: 'America/Vancouver',
  durationSeconds: 600,
  distanceKm: null,
  freeMinutesUsed: null,
  charges: null,
  discounts: null,
  taxes: null,
  total: null,
  ledgerLines: [],
  telemetryKept: true,
};

const commandRecord = (id: string, command: string, status: VehicleCommand['status']): VehicleCommand => ({
  id,
  vin: VIN,
  command,
  diagnosticId: null,
  requestedBy: { staffId: 9, name: 'Olive Centre' },
  requestedAt: '2026-11-27T10:05:00.000Z',
  status,
  outcomeAt: status === 'requested' || status === 'sent' ? null : '2026-11-27T10:05:03.000Z',
  reportedState: null,
  vendorError: status === 'failed' ? 'The box reported a lock fault' : null,
});

/**
 * A scripted back end: `answers` says what each POST answers in turn (a record, or an error to
 * throw); `timeline` is what the trip's command timeline reads, each read taking the next
 * page of `timeline` until the last, which stays; `asleep`, what the box's state says first.
 */
const backEnd = (
  answers: Record<string, (VehicleCommand | Error | object)[]>,
  timeline: VehicleCommand[][],
  asleep = false,
) => {
  const boxReads = [{ asleep, waking: false }];
  const call = vi.fn(async (resource: string, _verb: string, params: { cmd?: string } = {}) => {
    if (resource === 'state')
      return { vin: VIN, online: true, ...(boxReads.length > 1 ? boxReads.shift() : boxReads[0]) };
    if (resource === 'carWakeup') {
      boxReads.splice(0, boxReads.length, { asleep: true, waking: true }, { asleep: false, waking: false });
      return {};
    }
    const answer = answers[`${resource}:${params.cmd}`]?.shift();
    if (answer === undefined) throw new Error(`${resource} ${params.cmd} is not part of this test`);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const getList = vi.fn(async () => {
    const rows = (timeline.length > 1 ? timeline.shift() : timeline[0]) ?? [];
    return { data: rows, total: rows.length };
  });
  return { call, getList, dataProvider: testDataProvider({ call, getList } as Partial<DataProvider>) };
};

const show = (dataProvider: DataProvider, shown: TripDetail, onTripChanged = vi.fn()) => {
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={englishI18n()} store={memoryStore()}>
      <TripTroubleshooting trip={shown} onTripChanged={onTripChanged} />
    </AdminContext>,
  );
  return onTripChanged;
};

const confirmCommand = async (user: ReturnType<typeof userEvent.setup>, name: string, says: RegExp) => {
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(says)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
};

describe('trip troubleshooting (spec 4 Trip troubleshooting commands, spec 8 Trip commands)', () => {
  it('offers every command of spec 4 once, grouped', () => {
    const offered = tripCommandGroups(true).flatMap((group) => group.commands);
    expect([...offered].sort()).toEqual([...VEHICLE_COMMANDS, ...TRIP_COMMANDS].sort());
  });

  it('asks before a command that changes the car, then shows its progress until the box confirms it', async () => {
    const user = userEvent.setup();
    const { call, dataProvider } = backEnd(
      {
        'troubleshooting:lock': [commandRecord('c1', 'lock', 'requested')],
        'troubleshooting:ping': [commandRecord('c2', 'ping', 'confirmed')],
      },
      [[], [commandRecord('c1', 'lock', 'sent')], [commandRecord('c1', 'lock', 'confirmed')]],
    );
    show(dataProvider, trip);
    await user.click(await screen.findByRole('button', { name: 'Lock doors' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Lock the car’s doors?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(call).not.toHaveBeenCalledWith('troubleshooting', expect.anything(), expect.anything());

    await confirmCommand(user, 'Lock doors', /Lock the car’s doors/);
    expect(call).toHaveBeenCalledWith('troubleshooting', 'ADD', {
      id: VIN,
      cmd: 'lock',
      urlQuery: { tripId: String(trip.id) },
    });
    expect(await screen.findByText(/Lock doors: (Requested|Sent)/)).toBeInTheDocument();
    expect(await screen.findByText('Lock doors: Confirmed.')).toBeInTheDocument();
    const timeline = screen.getByRole('table', { name: 'Command timeline' });
    expect(within(timeline).getByText('Olive Centre')).toBeInTheDocument();
    expect(within(timeline).getByText('Confirmed')).toBeInTheDocument();

    // A status read changes nothing: it is sent at once.
    await user.click(screen.getByRole('button', { name: 'Ping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('troubleshooting', 'ADD', {
      id: VIN,
      cmd: 'ping',
      urlQuery: { tripId: String(trip.id) },
    });
  });

  it('on a car that fell asleep (409) wakes it, shows the wait and sends the command by itself (spec 4, one confirmation)', async () => {
    const user = userEvent.setup();
    const { call, dataProvider } = backEnd(
      {
        'troubleshooting:unlock': [
          new HttpError('asleep', 409, {} as never),
          commandRecord('c3', 'unlock', 'confirmed'),
        ],
      },
      [[], [commandRecord('c3', 'unlock', 'confirmed')]],
    );
    show(dataProvider, trip);
    await confirmCommand(user, 'Unlock doors', /Unlock the car’s doors/);
    expect(
      await screen.findByText(
        'Waking the car… Unlock doors is sent as soon as it answers (within 20 seconds).',
      ),
    ).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('carWakeup', 'ADD', {
      id: VIN,
      urlQuery: { tripId: String(trip.id) },
    });
    expect(await screen.findByText('Unlock doors: Confirmed.')).toBeInTheDocument();
    expect(call.mock.calls.filter(([resource]) => resource === 'troubleshooting')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on a car its box state says asleep, says so in the one confirmation and wakes it before sending (spec 4)', async () => {
    const user = userEvent.setup();
    const { call, dataProvider } = backEnd(
      { 'troubleshooting:lock': [commandRecord('c6', 'lock', 'confirmed')] },
      [[], [commandRecord('c6', 'lock', 'confirmed')]],
      true,
    );
    show(dataProvider, trip);
    await confirmCommand(user, 'Lock doors', /it is woken up first, then the command is sent/);
    expect(await screen.findByText('Lock doors: Confirmed.')).toBeInTheDocument();
    const sent = call.mock.calls.map(([resource]) => resource).filter((r) => r !== 'state');
    expect(sent).toEqual(['carWakeup', 'troubleshooting']);
  });

  it('says the request failed for other refusals, and offers to reload a trip changed meanwhile (412)', async () => {
    const user = userEvent.setup();
    const { dataProvider } = backEnd(
      {
        'troubleshooting:ping': [new HttpError('down', 502, {} as never)],
        'tripCommands:terminateTrip': [new HttpError('stale', 412, {} as never)],
      },
      [[]],
    );
    const onTripChanged = show(dataProvider, trip);
    await user.click(await screen.findByRole('button', { name: 'Ping' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The request failed, please try again and if it persists contact Help Desk',
    );
    await confirmCommand(user, 'Terminate trip', /priced up to now/);
    const stale = await screen.findByRole('alert');
    await user.click(within(stale).getByRole('button', { name: 'Reload the trip' }));
    expect(onTripChanged).toHaveBeenCalled();
  });

  it('after an end the box does not carry out, asks to release the member and releases them', async () => {
    const user = userEvent.setup();
    const left = { id: trip.id, version: 4, status: 'ACTIVE', endDateTime: null, total: null };
    const { call, dataProvider } = backEnd(
      {
        'tripCommands:endTrip': [{ command: commandRecord('c4', 'endTrip', 'requested'), trip: left }],
        'tripCommands:releaseMember': [
          {
            command: commandRecord('c5', 'releaseMember', 'confirmed'),
            trip: { ...left, status: 'RELEASED' },
          },
        ],
      },
      [[], [commandRecord('c4', 'endTrip', 'failed')]],
    );
    const onTripChanged = show(dataProvider, trip);
    await confirmCommand(user, 'End trip', /free minutes used first/);
    expect(call).toHaveBeenCalledWith('tripCommands', 'ADD', {
      id: trip.id,
      cmd: 'endTrip',
      ifMatch: trip.version,
    });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent("The trip couldn't be ended would you like to release the member?");
    await user.click(within(failure).getByRole('button', { name: 'Release member' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'tripCommands',
        'ADD',
        expect.objectContaining({ cmd: 'releaseMember' }),
      ),
    );
    expect(await screen.findByText(/Release member: Confirmed/)).toBeInTheDocument();
    expect(onTripChanged).toHaveBeenCalled();
  });

  it('sends a command from an ended trip with the trip, and shows its answer once the timeline has it', async () => {
    const user = userEvent.setup();
    const ended = {
      ...trip,
      status: 'COMPLETED' as const,
      endDateTime: '2026-11-27T10:10:00.000Z',
      total: 12.5,
    };
    const { call, dataProvider } = backEnd(
      { 'troubleshooting:ping': [commandRecord('c6', 'ping', 'requested')] },
      [[], [commandRecord('c6', 'ping', 'sent')], [commandRecord('c6', 'ping', 'confirmed')]],
    );
    show(dataProvider, ended);
    await user.click(await screen.findByRole('button', { name: 'Ping' }));
    expect(call).toHaveBeenCalledWith('troubleshooting', 'ADD', {
      id: VIN,
      cmd: 'ping',
      urlQuery: { tripId: String(trip.id) },
    });
    expect(await screen.findByText(/Ping: (Requested|Sent)/)).toBeInTheDocument();
    expect(await screen.findByText('Ping: Confirmed.')).toBeInTheDocument();
    const timeline = screen.getByRole('table', { name: 'Command timeline' });
    expect(within(timeline).getByText('Confirmed')).toBeInTheDocument();
  });

  it('offers the trip commands only while the trip is active', async () => {
    const { dataProvider } = backEnd({}, [[]]);
    show(dataProvider, { ...trip, status: 'COMPLETED', total: 12.5 });
    expect(await screen.findByRole('button', { name: 'Lock doors' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End trip' })).not.toBeInTheDocument();
    expect(
      await screen.findByText('No command has been sent from this trip or to its car during it.'),
    ).toBeInTheDocument();
  });
});
