import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, testDataProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AnalyticsPage } from '../../src/resources/analytics/AnalyticsPage.tsx';
import { englishI18n } from './testProviders.ts';

type Call = (resource: string, verb: string, params?: Record<string, unknown>) => Promise<unknown>;
type Download = (resource: string, params?: Record<string, unknown>) => Promise<unknown>;

const ROWS: Record<string, unknown[]> = {
  trips: [{ day: '2026-03-02', fleetId: 1, city: 'Vancouver', trips: 4 }],
  revenue: [{ day: '2026-03-02', revenue: 1234.5, tax: 61.73 }],
  utilisation: [
    { vin: 'ANLY0000000000001', plate: 'ANLY 01', city: 'Vancouver', busyHours: 12.5, share: 0.0521 },
  ],
  members: [{ week: '2026-03-02', members: 3 }],
  tickets: [{ day: '2026-03-02', opened: 2, closed: 1 }],
};

const renderPage = (url: string, call: Call, download: Download = vi.fn()) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext
        dataProvider={testDataProvider({ call, download } as Partial<DataProvider>)}
        i18nProvider={englishI18n()}
        store={memoryStore()}
      >
        <AnalyticsPage />
      </AdminContext>
    </MemoryRouter>,
  );

describe('Analytics screen', () => {
  it('asks each chart for the range of the URL, shows its numbers as a table and downloads its CSV', async () => {
    const call = vi.fn<Call>(async (_resource, _verb, params) => ({ rows: ROWS[params!.id as string] }));
    const download = vi.fn<Download>().mockResolvedValue({});
    renderPage('/analytics?from=2026-03-02&to=2026-03-10', call, download);
    await waitFor(() => expect(call).toHaveBeenCalledTimes(5));
    for (const id of ['trips', 'revenue', 'utilisation', 'members', 'tickets']) {
      expect(call).toHaveBeenCalledWith(
        'analytics',
        'FETCH',
        expect.objectContaining({ id, from: '2026-03-02', to: '2026-03-10' }),
      );
    }
    const revenue = screen.getByRole('region', { name: 'Revenue per day (ledger, net of tax)' });
    await userEvent.click(await within(revenue).findByRole('button', { name: 'Numbers' }));
    const table = within(revenue).getByRole('table', {
      name: 'The numbers of Revenue per day (ledger, net of tax)',
    });
    expect(within(table).getByText('$1,234.50', { exact: true })).toBeTruthy();
    const utilisation = screen.getByRole('region', { name: 'Utilisation per car (top 20)' });
    await userEvent.click(await within(utilisation).findByRole('button', { name: 'Numbers' }));
    expect(within(utilisation).getByText(/^5\.21\s%$/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV: New members per week' }));
    expect(download).toHaveBeenCalledWith(
      'analytics',
      expect.objectContaining({
        id: 'members',
        from: '2026-03-02',
        to: '2026-03-10',
        lang: 'en',
        headers: { Accept: 'text/csv' },
      }),
    );
  });

  it('refuses a range over 366 days at its end field and asks for no chart', async () => {
    const call = vi.fn<Call>();
    renderPage('/analytics?from=2025-01-01&to=2026-01-02', call);
    expect(await screen.findByText('Choose a range of at most 366 days.', { exact: true })).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });
});
