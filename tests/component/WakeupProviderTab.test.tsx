import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, testDataProvider, type DataProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../src/dataProvider/HttpError.ts';
import type { ProviderFailureRow, WakeupProviderRow } from '../../src/domain/fleet/wakeupProvider.ts';
import { WakeupProviderTab } from '../../src/resources/fleetManagement/WakeupProviderTab.tsx';
import { englishI18n, frenchI18n } from './testProviders.ts';

const PROVIDERS: WakeupProviderRow[] = [
  {
    id: 1,
    fleetId: 1,
    fleetName: 'Vancouver',
    provider: 'JASPER',
    status: 'ACTIVE',
    endTime: null,
    lastUpdate: '2026-02-01T10:00:00.000Z',
    version: 1,
    other: { provider: 'TWILIO', status: 'ACTIVE', endTime: null },
  },
  {
    id: 2,
    fleetId: 2,
    fleetName: 'Montreal',
    provider: 'TWILIO',
    status: 'DEGRADED',
    endTime: '2026-03-01T11:00:00.000Z',
    lastUpdate: '2026-03-01T06:00:00.000Z',
    version: 4,
    other: { provider: 'JASPER', status: 'OUTAGE', endTime: '2026-03-01T15:00:00.000Z' },
  },
];
const FAILURE: ProviderFailureRow = {
  id: '9',
  vin: 'BBBB0000000000002',
  status: 'TIMED_OUT',
  date: '2026-03-01T07:00:00.000Z',
  vendorError: null,
  internalError: 'NO_REPORT',
  provider: 'TWILIO',
  fleetId: 2,
  fleetName: 'Montreal',
};

const renderTab = (create: DataProvider['create'], { i18nProvider = englishI18n(), carDetail = true } = {}) =>
  render(
    <AdminContext
      dataProvider={testDataProvider({
        getList: (async (resource: string) =>
          resource === 'provider'
            ? { data: PROVIDERS, total: PROVIDERS.length }
            : { data: [FAILURE], total: 1 }) as never,
        create,
        call: async (resource: string) => {
          if (resource === 'savedSearches') return [];
          if (resource === 'fleets') return [{ fleetId: 2, fleetName: 'Montreal' }];
          throw new Error(`call ${resource} is not part of this test`);
        },
      } as never)}
      i18nProvider={i18nProvider}
      authProvider={{
        login: async () => {},
        logout: async () => {},
        checkAuth: async () => {},
        checkError: async () => {},
        // Spec 6: only the roles with car detail see the VIN as a link.
        canAccess: async ({ resource }: { resource: string }) => carDetail || resource !== 'carDetails',
      }}
    >
      <WakeupProviderTab />
      <Notification />
    </AdminContext>,
  );

describe('the wakeup provider tab of Fleet Management (spec 3 Wakeup provider)', () => {
  beforeEach(() => {
    window.location.hash = '#/';
  });

  it("shows each fleet's provider, status and end time, and the failure records", async () => {
    renderTab(vi.fn() as never);
    const montreal = within((await screen.findByRole('link', { name: 'Montreal' })).closest('tr')!);
    expect(montreal.getByText('TWILIO')).toBeInTheDocument();
    expect(montreal.getByText('Degraded')).toBeInTheDocument();
    const vancouver = within(screen.getByRole('link', { name: 'Vancouver' }).closest('tr')!);
    expect(vancouver.getByText('None')).toBeInTheDocument();
    const vin = await screen.findByRole('link', { name: 'BBBB0000000000002' });
    expect(vin).toHaveAttribute('href', '#/cars/BBBB0000000000002');
    const failure = within(vin.closest('tr')!);
    expect(failure.getByText('Timed out')).toBeInTheDocument();
    expect(failure.getByText('No report within 30 s of the wake-up')).toBeInTheDocument();
  });

  it('spec 3 failure record: the internal error in French, the VIN as text where car detail is not open', async () => {
    renderTab(vi.fn() as never, { i18nProvider: frenchI18n(), carDetail: false });
    const failure = within((await screen.findByText('BBBB0000000000002')).closest('tr')!);
    expect(failure.getByText('Aucun rapport dans les 30 s suivant le réveil')).toBeInTheDocument();
    expect(failure.getByText('Délai dépassé')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'BBBB0000000000002' })).not.toBeInTheDocument();
  });

  it('switches after confirmation to the other provider, from the version on screen, and says so', async () => {
    const user = userEvent.setup();
    const create = vi.fn(async () => ({ data: { ...PROVIDERS[1], provider: 'JASPER', version: 5 } }));
    renderTab(create as never);
    const montreal = within((await screen.findByRole('link', { name: 'Montreal' })).closest('tr')!);
    await user.click(montreal.getByRole('button', { name: 'Switch provider for Montreal' }));
    // Spec 3 switch provider: the confirmation says what the switch leaves each provider in.
    expect(
      await screen.findByText('Wake-ups in Montreal will go through JASPER instead of TWILIO from now on.'),
    ).toBeVisible();
    expect(screen.getByText(/^JASPER is still marked “Outage” \(expected end: .+\)\.$/)).toBeVisible();
    expect(
      screen.getByText(/^TWILIO stays marked “Degraded” \(expected end: .+\): switching back finds it so\.$/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Switch to JASPER' }));
    expect(create).toHaveBeenCalledWith('switchProvider', {
      data: {},
      meta: { id: 2, cmd: 'JASPER', ifMatch: 4 },
    });
    expect(await screen.findByText('The wakeup provider of Montreal is now JASPER')).toBeInTheDocument();
  });

  it('offers to reload when someone switched the fleet since (412)', async () => {
    const user = userEvent.setup();
    const create = vi.fn(async () => {
      throw new HttpError('stale', 412, { messageKey: 'error.stale' });
    });
    renderTab(create as never);
    const vancouver = within((await screen.findByRole('link', { name: 'Vancouver' })).closest('tr')!);
    await user.click(vancouver.getByRole('button', { name: 'Switch provider for Vancouver' }));
    await user.click(await screen.findByRole('button', { name: 'Switch to TWILIO' }));
    expect(await screen.findByRole('button', { name: /reload/i })).toBeInTheDocument();
  });
});
