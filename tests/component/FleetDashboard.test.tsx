import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider, type AuthProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../src/dataProvider/HttpError.ts';
import type { AttentionCar, FleetDashboard } from '../../src/domain/fleet/dashboard.ts';
import { formatDateTime } from '../../src/domain/formats.ts';
import { FleetDashboardTab } from '../../src/resources/fleetManagement/FleetDashboardTab.tsx';
import { englishI18n } from './testProviders.ts';

// The chart and the map are drawn by their libraries; this test reads the numbers and lists.
vi.mock('../../src/resources/fleetManagement/StateChart.tsx', () => ({ default: () => <div>chart</div> }));
vi.mock('../../src/resources/fleetManagement/DashboardMap.tsx', () => ({
  default: ({ cars }: { cars: unknown[] }) => <div>{`${cars.length} cars on the map`}</div>,
}));

const DASHBOARD: FleetDashboard = {
  counts: [
    { fleetId: 1, fleetName: 'Vancouver', status: 'AVAILABLE', cars: 12 },
    { fleetId: 1, fleetName: 'Vancouver', status: 'OUT_OF_SERVICE', cars: 3 },
    { fleetId: 2, fleetName: 'Montreal', status: 'AVAILABLE', cars: 7 },
  ],
  thresholds: { lowFuelPercent: 15, lowBatteryVolts: 11.8, idleHours: 72, silentHours: 24 },
};
const car = (vin: string, plateNumber: string): AttentionCar => ({
  vin,
  plateNumber,
  fleetId: 1,
  fleetName: 'Vancouver',
  status: 'AVAILABLE',
  fuelLevel: 9,
  batteryVoltage: 12.4,
  lastTripEndAt: null,
  lastReportAt: '2026-02-26T14:05:00.000Z',
});

const renderDashboard = (changeStatus: (vin: string) => Promise<unknown>, authProvider?: AuthProvider) =>
  render(
    <AdminContext
      dataProvider={testDataProvider({
        call: async (resource: string, _verb: string, params: Record<string, unknown>) => {
          if (resource === 'fleets') return [{ fleetId: 1, fleetName: 'Vancouver' }];
          if (resource === 'fleetDashboard') return DASHBOARD;
          if (resource === 'fleetDashboardCars') return { data: [], capped: false };
          if (resource === 'fleetDashboardAttention') {
            const data =
              params.kind === 'lowFuel'
                ? [car('VIN1', 'AAA 111'), car('VIN2', 'BBB 222')]
                : params.kind === 'silent'
                  ? [car('VIN3', 'CCC 333')]
                  : [];
            return { data, page: 1, count: 10, totalPages: 1, totalCount: data.length };
          }
          if (resource === 'updateStatus') return changeStatus(String(params.id));
          throw new Error(`call ${resource} is not part of this test`);
        },
      } as never)}
      authProvider={authProvider}
      i18nProvider={englishI18n()}
    >
      <FleetDashboardTab />
    </AdminContext>,
  );

describe('the fleet dashboard (spec 1 fleet dashboard, spec 2 Fleet dashboard car-state selection)', () => {
  beforeEach(() => {
    window.location.hash = '#/';
  });

  it('gives the numbers by fleet and state, the thresholds in the lists, and changes the selected cars one by one', async () => {
    const changeStatus = vi.fn(async (vin: string) => {
      if (vin === 'VIN2') throw new HttpError('in trip', 422, { messageKey: 'fleet.carInTrip' });
      return { vin, status: 'OUT_OF_SERVICE', version: 2 };
    });
    renderDashboard(changeStatus);
    const table = await screen.findByRole('table', { name: 'Cars by state per fleet' });
    const vancouver = within(within(table).getByRole('rowheader', { name: 'Vancouver' }).closest('tr')!);
    expect(vancouver.getByText('12')).toBeInTheDocument();
    expect(vancouver.getByText('15')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Low fuel (under 15 %)' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Low battery (under 11.8 V)' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Idle (no trip for over 72 h)' })).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select AAA 111' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select BBB 222' }));
    expect(screen.getByText('2 cars selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change state' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change the state of 2 cars' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Out of service' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Change' }));
    const aaa = within((await dialog.findByText('AAA 111')).closest('tr')!);
    expect(await aaa.findByText('Changed')).toBeInTheDocument();
    const bbb = within(dialog.getByText('BBB 222').closest('tr')!);
    expect(await bbb.findByText('In a trip: end the trip first')).toBeInTheDocument();
    expect(await dialog.findByText('1 car changed, 1 car not changed')).toBeInTheDocument();
    expect(changeStatus.mock.calls.map(([vin]) => vin)).toEqual(['VIN1', 'VIN2']);
  });

  it('lists the silent boxes past the threshold with their last report (spec 1)', async () => {
    renderDashboard(vi.fn());
    const silent = await screen.findByRole('table', { name: 'Silent boxes (no report for over 24 h)' });
    const row = within((await within(silent).findByText('CCC 333')).closest('tr')!);
    expect(within(silent).getByRole('columnheader', { name: 'Last report' })).toBeInTheDocument();
    expect(row.getByText(formatDateTime('2026-02-26T14:05:00.000Z', 'en'))).toBeInTheDocument();
  });

  it('shows a role without the car detail the dashboard, with nothing to select or change', async () => {
    renderDashboard(vi.fn(), {
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => undefined,
      login: async () => undefined,
      logout: async () => undefined,
      canAccess: async ({ resource }) => resource !== 'carDetails',
    });
    expect(await screen.findByRole('table', { name: 'Low fuel (under 15 %)' })).toBeInTheDocument();
    await screen.findByText('AAA 111');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change state' })).toBeNull();
  });
});
