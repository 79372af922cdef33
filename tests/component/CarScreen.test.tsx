import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../src/dataProvider/HttpError.ts';
import { ROUTES, routerPath } from '../../src/custom/routes/routeTable.ts';
import type { CarDetailRead } from '../../src/domain/cars/carSearch.ts';
import {
  DIAGNOSTIC_TESTS,
  type BoxState,
  type DiagnosticTest,
  type VehicleCommand,
} from '../../src/domain/cars/vehicleCommands.ts';
import { CarShow } from '../../src/resources/cars/CarShow.tsx';
import { renderShell } from './renderShell.tsx';
import { noSavedSearches } from './testProviders.ts';

const VIN = 'JTDKARFU0L3000001';

const car: CarDetailRead = {
  vin: VIN,
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
  status: 'AVAILABLE',
  isActive: true,
  latitude: null,
  longitude: null,
  fuelLevel: 80,
  batteryVoltage: 12.5,
  odometer: 1234,
  sim: { provider: 'Bell', msisdn: '16045550001', imsi: '302610000000001', iccid: '8930261000000000001' },
  state: 'active',
  // No position: the map (Leaflet) is not part of these tests.
  gps: null,
  createDateTime: '2026-01-01T00:00:00.000Z',
  fieldCheck: null,
  version: 4,
  rentability: {
    rentable: true,
    refusals: [],
    reservedUntil: null,
    lastReportAt: '2026-01-01T00:00:00.000Z',
    offlineHours: 24,
  },
  tripUnderWay: null,
} as CarDetailRead;

const awakeBox: BoxState = {
  vin: VIN,
  asleep: false,
  waking: false,
  online: true,
  lastReportAt: '2026-11-27T18:04:00.000Z',
  lastActiveAt: '2026-11-27T18:04:00.000Z',
  gps: null,
  fuelLevel: 80,
  batteryVoltage: 12.5,
  odometer: 1234,
  doorsLocked: true,
  immobilizerEngaged: true,
  ignitionOn: false,
  doors: { closed: true, reportedAt: '2026-11-27T18:00:00.000Z' },
  homeZoneLed: true,
  telemeterBootedAt: null,
  rfidReaderResetAt: null,
};

const commandRecord = (id: string, command: string, status: VehicleCommand['status']): VehicleCommand => ({
  id,
  vin: VIN,
  command,
  diagnosticId: null,
  requestedBy: { staffId: 9, name: 'Sam Service' },
  requestedAt: '2026-11-27T18:05:00.000Z',
  status,
  outcomeAt: status === 'requested' || status === 'sent' ? null : '2026-11-27T18:05:03.000Z',
  reportedState: null,
  vendorError: null,
});

/**
 * A scripted back end: the car, its box (`boxReads` in turn, the last one staying; a wake-up
 * makes it wake unless `wakeFails`), what each command answers, the car's timeline (`timeline`
 * in turn) and diagnostics that pass once run.
 */
const backEnd = ({
  boxReads = [awakeBox],
  answers = {},
  timeline = [[]],
  wakeFails = false,
}: {
  wakeFails?: boolean;
  boxReads?: BoxState[];
  answers?: Record<string, (VehicleCommand | Error)[]>;
  timeline?: VehicleCommand[][];
}) => {
  const ran = new Set<DiagnosticTest>();
  const call = vi.fn(async (resource: string, _verb: string, params: Record<string, unknown> = {}) => {
    switch (resource) {
      case 'cars':
        return car;
      case 'state':
        return boxReads.length > 1 ? boxReads.shift() : boxReads[0];
      case 'carWakeup':
        if (wakeFails) throw new HttpError('offline', 410, {} as never);
        boxReads.splice(0, boxReads.length, { ...awakeBox, asleep: true, waking: true }, awakeBox);
        return commandRecord('w1', 'wakeup', 'requested');
      case 'runDiagnostics':
        ran.add(params.diagnostic as DiagnosticTest);
        return commandRecord(
          `d-${String(params.diagnostic)}`,
          `diagnostic:${String(params.diagnostic)}`,
          'requested',
        );
      case 'diagnosticResults': {
        const test = String(params.id).split('-')[1] as DiagnosticTest;
        return {
          id: params.id,
          vin: VIN,
          diagnostic: test,
          result: ran.has(test) ? 'passed' : 'notRun',
          command: null,
        };
      }
      case 'troubleshooting': {
        const answer = answers[String(params.cmd)]?.shift();
        if (answer === undefined) throw new Error(`${String(params.cmd)} is not part of this test`);
        if (answer instanceof Error) throw answer;
        return answer;
      }
      default:
        return noSavedSearches.call(resource);
    }
  });
  const getList = vi.fn(async (resource: string) => {
    if (resource !== 'carCommands') return { data: [], total: 0 };
    const rows = (timeline.length > 1 ? timeline.shift() : timeline[0]) ?? [];
    return { data: rows, total: rows.length };
  });
  return { call, getList };
};

const open = (provider: ReturnType<typeof backEnd>) =>
  renderShell({
    path: `/cars/${VIN}`,
    roles: ['SVC'],
    dataProvider: provider as never,
    routes: <Route path={routerPath(ROUTES.carDetail!.path)} element={<CarShow />} />,
  });

const confirm = async (user: ReturnType<typeof userEvent.setup>, name: string, says: RegExp) => {
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(says)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
};

describe("the car screen (spec 1, 3 and 4: a car's state, commands and diagnostics)", () => {
  it('is titled by the plate and shows the box as last reported: lock, immobilizer, ignition, doors (spec 3)', async () => {
    open(backEnd({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'ABC 123' })).toBeInTheDocument();
    const box = await screen.findByRole('table', { name: 'Box, as last reported' });
    await waitFor(() => expect(box).toHaveTextContent('Awake'));
    for (const [label, value] of [
      ['Lock', 'Locked'],
      ['Immobilizer', 'Engaged'],
      ['Ignition', 'Off'],
      ['Doors', 'Closed (reported'],
      ['Last report', '2026'],
    ])
      expect(within(box).getByRole('rowheader', { name: label }).closest('tr')).toHaveTextContent(value!);
  });

  it('sends a command of spec 4 after one confirmation and follows it in the car’s timeline', async () => {
    const user = userEvent.setup();
    const provider = backEnd({
      answers: { lock: [commandRecord('c1', 'lock', 'requested')] },
      timeline: [[], [commandRecord('c1', 'lock', 'confirmed')]],
    });
    open(provider);
    await confirm(user, 'Lock doors', /Lock the car’s doors\?$/);
    expect(provider.call).toHaveBeenCalledWith('troubleshooting', 'ADD', { id: VIN, cmd: 'lock' });
    expect(await screen.findByText('Lock doors: Confirmed.')).toBeInTheDocument();
    const timeline = await screen.findByRole('table', { name: 'Command timeline' });
    expect(within(timeline).getByText('Sam Service')).toBeInTheDocument();
    expect(provider.getList).toHaveBeenCalledWith(
      'carCommands',
      expect.objectContaining({ filter: { id: VIN } }),
    );
    // A status read changes nothing: it goes at once.
    expect(screen.getByRole('button', { name: 'Door status' })).toBeEnabled();
  });

  it('on a sleeping car wakes it after the one confirmation, shows the wait and sends the command by itself (spec 4)', async () => {
    const user = userEvent.setup();
    const provider = backEnd({
      boxReads: [{ ...awakeBox, asleep: true }],
      answers: { unlock: [commandRecord('c2', 'unlock', 'confirmed')] },
      timeline: [[], [commandRecord('c2', 'unlock', 'confirmed')]],
    });
    open(provider);
    const box = await screen.findByRole('table', { name: 'Box, as last reported' });
    await waitFor(() => expect(box).toHaveTextContent('Asleep'));
    await confirm(user, 'Unlock doors', /it is woken up first, then the command is sent/);
    expect(
      await screen.findByText(
        'Waking the car… Unlock doors is sent as soon as it answers (within 20 seconds).',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Unlock doors: Confirmed.')).toBeInTheDocument();
    const asked = provider.call.mock.calls
      .map(([resource]) => resource)
      .filter((r) => r === 'carWakeup' || r === 'troubleshooting');
    expect(asked).toEqual(['carWakeup', 'troubleshooting']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('after a wake-up that does not land, says so (spec 8) and offers to wake it and send the command again', async () => {
    const user = userEvent.setup();
    const provider = backEnd({
      answers: { ping: [new HttpError('asleep', 409, {} as never)] },
      wakeFails: true,
    });
    open(provider);
    await user.click(await screen.findByRole('button', { name: 'Ping' }));
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('The car could not be woken up.');
    expect(within(failed).getByRole('button', { name: 'Wake up and send Ping' })).toBeInTheDocument();
  });

  it('runs the ten diagnostics from the car screen (spec 1: staff who see a car run diagnostics)', async () => {
    const user = userEvent.setup();
    const provider = backEnd({});
    open(provider);
    await user.click(await screen.findByRole('button', { name: 'Diagnostics' }));
    const dialog = await screen.findByRole('dialog', { name: /Diagnostics of ABC 123/ });
    await user.click(within(dialog).getByRole('button', { name: 'Run diagnostics' }));
    await waitFor(() => expect(within(dialog).getAllByText('Passed')).toHaveLength(DIAGNOSTIC_TESTS.length));
    const started = provider.call.mock.calls.filter(([resource]) => resource === 'runDiagnostics');
    expect(started.map(([, , params]) => (params as { diagnostic: string }).diagnostic)).toEqual([
      ...DIAGNOSTIC_TESTS,
    ]);
    // The car screen has no Deploy: that is infleeting's.
    expect(within(dialog).queryByRole('button', { name: /Deploy/ })).not.toBeInTheDocument();
  });
});
