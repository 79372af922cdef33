import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider, useRefresh, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { BillingSummary } from '../../src/domain/billing/billingSummary.ts';
import type { LedgerListRow, TransactionDetail } from '../../src/domain/billing/ledgerLines.ts';
import type { TripBill } from '../../src/domain/billing/tripBill.ts';
import type { CustomerDetail } from '../../src/domain/customers/customerDetail.ts';
import { AllBillingView } from '../../src/resources/customers/profile/billing/AllBillingView.tsx';
import { MEMBER } from './screenRecords.ts';
import { englishI18n, frenchI18n } from './testProviders.ts';

// A whole member: the summary's Process payment reads the card on file.
const customer: CustomerDetail = { ...MEMBER, id: 12, firstName: 'Élise', lastName: 'Gagnon' };

const summary: BillingSummary = {
  customerId: 12,
  balance: 34.65,
  charges: 80.33,
  credits: -33.6,
  payments: -12.08,
  timeZone: 'America/Vancouver',
  lastPayment: {
    id: 9,
    date: '2026-02-02T18:00:00Z',
    amount: 12.08,
    status: 'Success',
    cardType: 'Visa',
    cardNumber: '**** **** **** 4242',
    cardExpiry: '08/28',
    processType: 'Automatic',
    reference: 'ch_1',
    timeZone: 'America/Vancouver',
    tripId: 41,
  },
};

const line = (id: number, more: Partial<LedgerListRow>): LedgerListRow => ({
  id,
  customerId: 12,
  postedAt: '2026-02-05T18:00:00Z',
  kind: 'accountFee',
  amount: 15,
  tax: 0.75,
  total: 15.75,
  tripId: null,
  paymentId: null,
  feeCode: null,
  reversesId: null,
  reason: null,
  note: null,
  details: null,
  staffName: null,
  reversible: null,
  runningBalance: 0,
  ...more,
});
const fee = line(3, {
  feeCode: 'administration',
  staffName: 'Priya Raman',
  reversible: 5.25,
  runningBalance: 15.75,
});
const reversal = line(5, {
  postedAt: '2026-02-07T18:00:00Z',
  kind: 'feeReversal',
  amount: -10,
  tax: -0.5,
  total: -10.5,
  reversesId: 3,
  reason: 'goodwill',
  note: 'First month',
  runningBalance: 34.65,
});
const tripLine = line(1, {
  postedAt: '2026-02-01T18:30:00Z',
  kind: 'trip',
  amount: 11.5,
  tax: 0.58,
  total: 12.08,
  tripId: 41,
  runningBalance: 12.08,
});
const bill: TripBill = {
  ledgerLineId: null,
  kind: 'trip',
  tripId: 41,
  customerId: 12,
  plateNumber: 'ABC 123',
  vehicleTimeZone: 'America/Vancouver',
  reservedDateTime: null,
  startDateTime: '2026-02-01T18:00:00Z',
  endDateTime: '2026-02-01T18:30:00Z',
  distanceKm: 7.25,
  durationSeconds: 1800,
  charges: 12,
  discounts: 0.5,
  taxes: 0.58,
  total: 12.08,
  laterLines: [
    line(4, { kind: 'tripFee', feeCode: 'cleaning', tripId: 41, amount: 50, tax: 2.5, total: 52.5 }),
  ],
  billedTotal: 64.58,
};
const feeDetail: TransactionDetail = { ...fee, reverses: null, reversals: [reversal] };

const fakeProvider = () => {
  const getList = vi.fn(async () => ({ data: [reversal, fee, tripLine], total: 30 }));
  const getOne = vi.fn(async (resource: string, { id }: { id: unknown }) => {
    if (resource === 'summary') return { data: { id, ...summary } };
    if (resource === 'bill') return { data: { id, ...bill } };
    if (resource === 'transactionDetails') return { data: feeDetail };
    throw new Error(`getOne ${resource} is not part of this test`);
  });
  const download = vi.fn(async () => ({ fileName: 'billing.csv', blob: new Blob(), headers: new Headers() }));
  return {
    getList,
    getOne,
    download,
    provider: {
      ...testDataProvider({ getList: getList as DataProvider['getList'], getOne: getOne as never }),
      download,
    },
  };
};

/** Stands for a billing modal, which refreshes the view after it posts. */
const RefreshButton = () => {
  const refresh = useRefresh();
  return <button onClick={refresh}>posted</button>;
};

const renderView = (provider: DataProvider, i18nProvider = englishI18n()) =>
  render(
    <AdminContext dataProvider={provider} i18nProvider={i18nProvider}>
      <AllBillingView customer={customer} />
      <RefreshButton />
    </AdminContext>,
  );

describe("spec 2 Customer profile: the Billing tab's All billing view", () => {
  it('shows the summary from /balances and the lines with their kind, description, amounts and running balance', async () => {
    const { provider, getList, getOne } = fakeProvider();
    renderView(provider);
    const summaryCard = await screen.findByRole('region', { name: 'Balance summary' });
    expect(within(summaryCard).getByTestId('billing-balance')).toHaveTextContent('$34.65');
    for (const text of ['$80.33', '-$33.60', '-$12.08', /\$12\.08 on Feb 2, 2026, 10:00.a\.m\..PST, Success/])
      expect(within(summaryCard).getByText(text)).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('summary', expect.objectContaining({ meta: { customerId: '12' } }));

    const row = within((await screen.findByText('Fee reversal')).closest('tr')!);
    expect(row.getByText('Reverses line #3 · Goodwill · First month')).toBeInTheDocument();
    // Dates in the member's zone, named when it is not the staff member's own.
    expect(row.getByText(/Feb 7, 2026, 10:00.a\.m\..PST/)).toBeInTheDocument();
    for (const text of ['-$10.00', '-$0.50', '-$10.50', '$34.65'])
      expect(row.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('Administration fee')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'transactionDetails',
      expect.objectContaining({
        filter: { customerId: '12' },
        sort: { field: 'postedAt', order: 'DESC' },
        pagination: { page: 1, perPage: 25 },
      }),
    );
  });

  it('sorts by date from its header and pages', async () => {
    const user = userEvent.setup();
    const { provider, getList } = fakeProvider();
    renderView(provider);
    await screen.findByText('Fee reversal');
    await user.click(screen.getByRole('button', { name: /Sort by posted on/ }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'transactionDetails',
        expect.objectContaining({ sort: { field: 'postedAt', order: 'ASC' } }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'transactionDetails',
        expect.objectContaining({ pagination: { page: 2, perPage: 25 } }),
      ),
    );
  });

  it("exports the member's lines as CSV in the list's order", async () => {
    const user = userEvent.setup();
    const { provider, download } = fakeProvider();
    renderView(provider);
    await screen.findByText('Fee reversal');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith(
        'transactionDetails',
        expect.objectContaining({ customerId: '12', sort: 'postedAt', order: 'DESC', lang: 'en' }),
        'SEARCH',
      ),
    );
  });

  it("opens a trip line's bill and a fee line's detail with its reversals", async () => {
    const user = userEvent.setup();
    const { provider } = fakeProvider();
    renderView(provider);
    await user.click(await screen.findByRole('button', { name: 'Details of line 1' }));
    const billDialog = await screen.findByRole('dialog', { name: 'Bill of trip #41' });
    expect(await within(billDialog).findByText('Cleaning fee · Trip #41')).toBeInTheDocument();
    expect(within(billDialog).getByText('$64.58')).toBeInTheDocument();
    expect(within(billDialog).getByRole('link', { name: 'Open the trip' })).toHaveAttribute(
      'href',
      '#/trips/41',
    );
    await user.click(within(billDialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Details of line 3' }));
    const feeDialog = await screen.findByRole('dialog', { name: 'Line #3: Account fee' });
    expect(within(feeDialog).getByText('Priya Raman')).toBeInTheDocument();
    expect(within(feeDialog).getByText('$5.25')).toBeInTheDocument();
    const reversals = await within(feeDialog).findByRole('table', { name: 'Reversals' });
    expect(within(reversals).getByText('-$10.50')).toBeInTheDocument();
  });

  it("reloads the summary and the lines when a modal refreshes the view (react-admin's useRefresh)", async () => {
    const user = userEvent.setup();
    const { provider, getList, getOne } = fakeProvider();
    renderView(provider);
    await screen.findByText('Fee reversal');
    const lists = getList.mock.calls.length;
    const summaries = getOne.mock.calls.filter(([resource]) => resource === 'summary').length;
    await user.click(screen.getByRole('button', { name: 'posted' }));
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(lists));
    await waitFor(() =>
      expect(getOne.mock.calls.filter(([resource]) => resource === 'summary').length).toBeGreaterThan(
        summaries,
      ),
    );
  });

  it('speaks French', async () => {
    const { provider } = fakeProvider();
    renderView(provider, frenchI18n());
    const row = within((await screen.findByText('Annulation de frais')).closest('tr')!);
    expect(row.getByText('Annule la ligne nº 3 · Geste commercial · First month')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Résumé du solde' })).toBeInTheDocument();
    expect(screen.getByText('Frais d’administration')).toBeInTheDocument();
  });

  it('says when the summary or the lines cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = () => Promise.reject(new Error('Oops! There seems to be a system error.'));
    renderView(testDataProvider({ getList: failing, getOne: failing }));
    expect(await screen.findByText('The balance summary could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('The charges and credits could not be loaded.')).toBeInTheDocument();
  });
});
