import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification, testDataProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../src/dataProvider/HttpError.ts';
import type { AuditEntry } from '../../src/domain/audit.ts';
import type { HomeZoneRow } from '../../src/domain/homeZones/homeZone.ts';
import { checkZoneFile } from '../../src/domain/homeZones/zoneImportCheck.ts';
import { HomeZonePage } from '../../src/resources/homeZones/HomeZonePage.tsx';
import { ZoneTable } from '../../src/resources/homeZones/ZoneTable.tsx';
import { endOfLocalDay } from '../../src/resources/homeZones/endOfLocalDay.ts';
import { englishI18n } from './testProviders.ts';

const zone = (more: Partial<HomeZoneRow> = {}): HomeZoneRow => ({
  id: 7,
  fleetId: 1,
  fleetName: 'Vancouver',
  name: 'Kits core',
  active: true,
  geometry: { type: 'MultiPolygon', coordinates: [] },
  bbox: [-123.2, 49.2, -123.1, 49.25],
  updatedAt: '2026-11-26T10:00:00.000Z',
  version: 4,
  ...more,
});

const STALE_TITLE = 'Changed by someone else';

/** jsdom has no Web Worker: the preview's check (spec 7 home zones) runs inline, answering later. */
class InlineWorker {
  onmessage: ((event: { data: unknown }) => void) | undefined;
  postMessage(file: Parameters<typeof checkZoneFile>[0]) {
    setTimeout(() => this.onmessage?.({ data: checkZoneFile(file) }));
  }
  terminate() {}
}
vi.stubGlobal('Worker', InlineWorker);

type Call = (resource: string, verb: string, params?: Record<string, unknown>) => Promise<unknown>;

const wrap = (call: Call, children: React.ReactNode) =>
  render(
    <AdminContext
      dataProvider={testDataProvider({ call } as Partial<DataProvider>)}
      i18nProvider={englishI18n()}
      store={memoryStore()}
    >
      {children}
      <Notification />
    </AdminContext>,
  );

describe('home zone list (spec 7 Home zones)', () => {
  it('deactivates a zone after confirmation, from its version, then refetches', async () => {
    const call = vi.fn<Call>().mockResolvedValue(zone({ active: false, version: 5 }));
    const onChanged = vi.fn();
    wrap(
      call,
      <ZoneTable
        zones={[zone(), zone({ id: 8, name: 'Old', active: false })]}
        fleetName="Vancouver"
        past={false}
        onChanged={onChanged}
      />,
    );
    expect(within(screen.getByRole('row', { name: /Old/ })).getByText('Inactive')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Kits core' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Deactivate the zone Kits core?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith('homeZoneActivation', 'DELETE', { id: 7, id2: 1, ifMatch: 4 });
    expect(await screen.findByText('The zone Kits core is inactive')).toBeTruthy();
  });

  it('offers the reload when the zone changed since (412)', async () => {
    const call = vi.fn<Call>().mockRejectedValue(new HttpError('stale', 412, { messageKey: 'error.stale' }));
    wrap(
      call,
      <ZoneTable zones={[zone({ active: false })]} fleetName="Vancouver" past={false} onChanged={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Activate Kits core' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Activate' }),
    );
    expect(call).toHaveBeenCalledWith('homeZoneActivation', 'ADD', { id: 7, id2: 1, ifMatch: 4 });
    expect(await screen.findByRole('dialog', { name: STALE_TITLE })).toBeTruthy();
    expect(screen.queryByText('The zone Kits core is active')).toBeNull();
  });

  it("shows a zone's changes: who, when, what, before and after", async () => {
    const entries: AuditEntry[] = [
      {
        id: 2,
        at: '2026-11-26T11:00:00.000Z',
        actorStaffId: 1,
        actorName: 'Priya Raman',
        action: 'homeZone.deactivate',
        before: { active: true },
        after: { active: false },
      },
      {
        id: 1,
        at: '2026-11-26T10:00:00.000Z',
        actorStaffId: 1,
        actorName: 'Priya Raman',
        action: 'homeZone.reshape',
        before: { bbox: [-123.2, 49.2, -123.1, 49.25] },
        after: { bbox: [-123.15, 49.21, -123.12, 49.23] },
      },
    ];
    const call = vi
      .fn<Call>()
      .mockResolvedValue({ data: entries, page: 1, count: 100, totalPages: 1, totalCount: 2 });
    wrap(call, <ZoneTable zones={[zone()]} fleetName="Vancouver" past onChanged={vi.fn()} />);
    // Looking back, the zone cannot be changed: its changes can still be read.
    expect(screen.queryByRole('button', { name: 'Deactivate Kits core' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Changes to Kits core' }));
    const table = await screen.findByRole('table', { name: 'Changes to Kits core' });
    const deactivated = within(table).getByRole('row', { name: /Deactivated/ });
    expect(within(deactivated).getByText('Active')).toBeTruthy();
    expect(within(deactivated).getByText('Inactive')).toBeTruthy();
    expect(within(table).getByText('Shape -123.2000, 49.2000 to -123.1000, 49.2500')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('homeZoneAudit', 'FETCH', { id: 7, count: 100 });
  });
});

describe('a new shape for a zone (zone history)', () => {
  const SQUARE = 'POLYGON((-123.15 49.21, -123.12 49.21, -123.12 49.23, -123.15 49.23, -123.15 49.21))';

  const reshape = async (call: Call, onChanged = vi.fn()) => {
    wrap(call, <ZoneTable zones={[zone()]} fleetName="Vancouver" past={false} onChanged={onChanged} />);
    await userEvent.click(screen.getByRole('button', { name: 'New shape for Kits core' }));
    const dialog = await screen.findByRole('dialog', { name: 'A new shape for the zone Kits core' });
    // The zone keeps its name: only its shape is replaced.
    expect(within(dialog).queryByRole('textbox', { name: /Zone name/ })).toBeNull();
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([SQUARE], 'kits-2027.txt', { type: 'text/plain' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save' }));
    return dialog;
  };

  it("sends the file as the zone's new shape from its version, then refetches", async () => {
    const call = vi.fn<Call>().mockResolvedValue(zone({ version: 5 }));
    const onChanged = vi.fn();
    await reshape(call, onChanged);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith('homeZoneShape', 'UPDATE', {
      id: 7,
      id2: 1,
      ifMatch: 4,
      fileName: 'kits-2027.txt',
      text: SQUARE,
    });
    expect(
      await screen.findByText('The zone Kits core has its new shape; the old one is kept in its changes'),
    ).toBeTruthy();
  });

  it('offers the reload when the zone changed since (412)', async () => {
    const call = vi.fn<Call>().mockRejectedValue(new HttpError('stale', 412, { messageKey: 'error.stale' }));
    await reshape(call);
    expect(await screen.findByRole('dialog', { name: STALE_TITLE })).toBeTruthy();
  });
});

describe('home zone page: the zones as they were on a date', () => {
  it('reads the zones at the end of the picked day, the day kept in the URL', async () => {
    const getList = vi.fn(async () => ({ data: [zone()], total: 1 }));
    render(
      <AdminContext
        dataProvider={testDataProvider({ getList } as Partial<DataProvider>)}
        i18nProvider={englishI18n()}
        store={memoryStore()}
      >
        <HomeZonePage />
      </AdminContext>,
    );
    await screen.findByText('Kits core');
    expect(getList.mock.calls[0]).toMatchObject([
      'homeZoneMap',
      { filter: { fleetId: 1, includeInactive: 'true' } },
    ]);
    const asOf = screen.getByRole('group', { name: 'As it was on' });
    await userEvent.click(within(asOf).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('20261001');
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'homeZoneMap',
        expect.objectContaining({ filter: expect.objectContaining({ asOf: endOfLocalDay('2026-10-01') }) }),
      ),
    );
    expect(window.location.hash).toContain('asOf=2026-10-01');
    expect(screen.getByText(/The zones as they were at the end of 2026-10-01/)).toBeTruthy();
  });
});
