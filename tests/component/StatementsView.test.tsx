import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { DownloadFailedDialog } from '../../src/custom/errors/DownloadFailedDialog.tsx';
import { EngineContext, useEngineEffects } from '../../src/custom/layout/EngineContext.ts';
import { createDataProvider, createEngine } from '../../src/dataProvider/index.ts';
import type { CustomerDetail } from '../../src/domain/customers/customerDetail.ts';
import { StatementsView } from '../../src/resources/customers/profile/billing/StatementsView.tsx';
import { englishI18n, frenchI18n } from './testProviders.ts';

const customer = { id: 12, firstName: 'Élise', lastName: 'Gagnon' } as CustomerDetail;

const LIST = {
  data: [
    { month: '2026-10', amount: 15.75 },
    { month: '2026-09', amount: -4.2 },
  ],
  page: 1,
  count: 25,
  totalPages: 1,
  totalCount: 2,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const pdf = (name: string) =>
  new Response(new Uint8Array([37, 80, 68, 70]), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    },
  });

const Effects = () => {
  useEngineEffects();
  return null;
};

/** The real engine and data provider; only the network is a double, answering `respond`. */
const renderView = (respond: (url: string) => Response, i18nProvider = englishI18n()) => {
  const fetch = vi.fn(async (input: RequestInfo | URL) => respond(String(input)));
  const saved: Array<{ name: string; blob: Blob }> = [];
  const engine = createEngine({
    config: { apiBase: '/api', vehicleApiBase: '/api', fleetApiBase: '/api' },
    fetch: fetch as unknown as typeof globalThis.fetch,
    getToken: async () => 'token',
    saveBlob: (blob, name) => saved.push({ name, blob }),
  });
  render(
    <EngineContext.Provider value={engine}>
      <AdminContext dataProvider={createDataProvider(engine)} i18nProvider={i18nProvider}>
        <Effects />
        <StatementsView customer={customer} />
        <DownloadFailedDialog />
      </AdminContext>
    </EngineContext.Provider>,
  );
  return { fetch, saved };
};

const listOrPdf = (url: string) =>
  url.startsWith('/api/customers-billing/monthlyStatementList')
    ? json(LIST)
    : pdf(`statement-${new URL(url, 'http://x').searchParams.get('month')}-fr.pdf`);

describe('spec 2 Billing, Statements (spec 3 Billing statement)', () => {
  it("lists the member's months with their amounts, newest first", async () => {
    const { fetch } = renderView(listOrPdf);
    const october = (await screen.findByText('October 2026')).closest('tr')!;
    expect(within(october).getByText('$15.75')).toBeInTheDocument();
    const september = screen.getByText('September 2026').closest('tr')!;
    expect(within(september).getByText('-$4.20')).toBeInTheDocument();
    expect(fetch.mock.calls[0]![0]).toMatch(
      /^\/api\/customers-billing\/monthlyStatementList\?.*customerId=12/,
    );
  });

  it('downloads a month’s statement in French under the name the server gives', async () => {
    const user = userEvent.setup();
    const { fetch, saved } = renderView(listOrPdf);
    await user.click(
      await screen.findByRole('button', { name: 'Download the statement for October 2026 in French' }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    const url = new URL(String(fetch.mock.calls.at(-1)![0]), 'http://x');
    expect(url.pathname).toBe('/api/customers-billing/genMonthlyStatement');
    expect(Object.fromEntries(url.searchParams)).toEqual({ customerId: '12', month: '2026-10', lang: 'fr' });
    expect(saved[0]!.name).toBe('statement-2026-10-fr.pdf');
  });

  it("spec 8: a failed download opens 'Download Failed' naming the statement", async () => {
    const user = userEvent.setup();
    // The failures are logged on purpose (react-admin's data provider hook and ours).
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { saved } = renderView((url) =>
      url.includes('monthlyStatementList')
        ? json(LIST)
        : json({ statusCode: 404, message: 'x', messageKey: 'billing.statements.noLines' }, 404),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Download the statement for September 2026 in English' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Download Failed' })).toHaveTextContent(
      'The file statement-2026-09-en.pdf could not be downloaded.',
    );
    expect(saved).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reads in French: months, amounts and buttons', async () => {
    renderView(listOrPdf, frenchI18n());
    const october = (await screen.findByText('octobre 2026')).closest('tr')!;
    expect(within(october).getByText(/^15,75\s\$$/)).toBeInTheDocument();
    expect(
      within(october).getByRole('button', { name: 'Télécharger le relevé pour octobre 2026 en Français' }),
    ).toHaveTextContent('Français');
  });

  it('says so when the member has no statement', async () => {
    renderView(() => json({ ...LIST, data: [], totalCount: 0, totalPages: 0 }));
    expect(
      await screen.findByText('No statement yet: the member has no charge or payment.'),
    ).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderView(() => json({ statusCode: 500, message: 'x' }, 500));
    expect(await screen.findByText('The statements could not be loaded.')).toBeInTheDocument();
  });
});
