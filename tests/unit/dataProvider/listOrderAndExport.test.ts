import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../src/dataProvider/dataProvider.ts';
import { exportCsv } from '../../../src/dataProvider/exportCsv.ts';
import { fakeNetwork, json, TOKEN } from './fakeNetwork.ts';

const page = { data: [], page: 1, count: 25, totalPages: 0, totalCount: 0 };

describe('list order and CSV export through the engine', () => {
  it('sends the order to a search whose server sorts by that field', async () => {
    const net = fakeNetwork(() => json(page));
    const provider = createDataProvider(net.engine);
    await provider.getList('customers', {
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'customerCreateDate', order: 'DESC' },
      filter: { lastName: 'Trem' },
    });
    expect(net.last().url).toBe(
      '/api/customer-process/searchCustomer?lastName=Trem&page=2&count=50&sort=customerCreateDate&order=DESC',
    );
  });

  it('drops an order the server does not sort by, and any order for a search without sorting', async () => {
    const net = fakeNetwork(() => json(page));
    const provider = createDataProvider(net.engine);
    await provider.getList('customers', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'city', order: 'ASC' },
      filter: {},
    });
    expect(net.last().url).toBe('/api/customer-process/searchCustomer?page=1&count=25');
    await provider.getList('staffs', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'lastName', order: 'ASC' },
      filter: { q: 'mor' },
    });
    expect(net.last().url).toBe('/api/staffs?q=mor&page=1&count=25');
  });

  it('downloads the CSV of a search under the name the server gives, and reads its cap', async () => {
    const saved: string[] = [];
    const net = fakeNetwork(
      () =>
        new Response('customerNumber\n0000101\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="members-2026-11-23.csv"',
            'x-export-capped': '10000',
          },
        }),
      { saveBlob: (_blob, name) => saved.push(name) },
    );
    const result = await exportCsv(
      createDataProvider(net.engine),
      'customers',
      { phone: '6045550101' },
      {
        field: 'lastName',
        order: 'ASC',
      },
      'fr',
    );
    // The file is written in the screen's language and the browser's zone.
    const zone = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(net.last()).toEqual({
      url: `/api/customer-process/searchCustomer?phone=6045550101&lang=fr&tz=${zone}&sort=lastName&order=ASC`,
      method: 'GET',
      headers: { Accept: 'text/csv', Authorization: `Bearer ${TOKEN}` },
      body: undefined,
    });
    expect(saved).toEqual(['members-2026-11-23.csv']);
    expect(result).toEqual({ fileName: 'members-2026-11-23.csv', cappedAt: 10_000 });
  });

  it('reads an export without the cap header as complete', async () => {
    const net = fakeNetwork(() => new Response('a\n', { headers: { 'content-type': 'text/csv' } }), {
      saveBlob: () => undefined,
    });
    const result = await exportCsv(
      createDataProvider(net.engine),
      'customers',
      {},
      {
        field: 'lastName',
        order: 'ASC',
      },
      'en',
    );
    expect(result.cappedAt).toBeNull();
  });
});
