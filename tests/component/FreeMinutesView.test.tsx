import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, testDataProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerDetail } from '../../src/domain/customers/customerDetail.ts';
import { formatZonedDateTime } from '../../src/domain/formats.ts';
import type { FreeMinuteGrant } from '../../src/domain/freeMinutes/freeMinute.ts';
import { FreeMinutesView } from '../../src/resources/customers/profile/billing/FreeMinutesView.tsx';
import { englishI18n } from './testProviders.ts';

const customer = { id: 7 } as CustomerDetail;
const GRANT: FreeMinuteGrant = {
  id: '31',
  customerId: '7',
  reason: 'Service Recovery',
  minutes: 60,
  usedMinutes: 15,
  cancelledMinutes: 0,
  remainingMinutes: 45,
  state: 'active',
  regions: [
    { id: 1, name: 'Montréal' },
    { id: 2, name: 'Québec' },
  ],
  grantedAt: '2026-11-20T15:00:00.000Z',
  expiresAt: null,
  ticket: 1234,
  promoCode: null,
  staffName: 'Nadia Haddad',
  cancelledAt: null,
  cancelReason: null,
  cancelledBy: null,
  version: 1,
};
const PROMO = {
  promoCode: 'WELCOME30',
  type: 'Registration',
  status: 'ACTIVE',
  freeMinutes: 30,
  daysValid: 60,
  regions: [
    { id: 1, name: 'Montréal' },
    { id: 2, name: 'Québec' },
  ],
  regDiscount: 10,
  notStarted: false,
  appliedToMember: false,
};

const renderView = (promotions: unknown[] = [], timeZone = 'America/Toronto') => {
  const create = vi.fn(async () => ({ data: { id: 1 } }));
  const call = vi.fn(async (resource: string) => (resource === 'promoCode' ? promotions : {}));
  const getOne = vi.fn(async (resource: string) => ({
    data:
      resource === 'freeMinuteSummary'
        ? { id: 7, balance: 45, expiringSoon: 20, nextExpiry: '2026-11-30T05:00:00.000Z' }
        : { id: 7, timeZone },
  }));
  const getList = vi.fn(async (resource: string) =>
    resource === 'regions'
      ? {
          data: [
            { id: 1, name: 'Montréal' },
            { id: 2, name: 'Québec' },
          ],
          total: 2,
        }
      : { data: [GRANT], total: 1 },
  );
  const dataProvider = testDataProvider({
    getOne,
    getList,
    create,
    call,
  } as unknown as Partial<DataProvider>);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={englishI18n()}>
      <FreeMinutesView customer={customer} />
      <Notification />
    </AdminContext>,
  );
  /** How often the summary and the grants were read. */
  const reads = () => ({
    summary: getOne.mock.calls.filter(([resource]) => resource === 'freeMinuteSummary').length,
    grants: getList.mock.calls.filter(([resource]) => resource !== 'regions').length,
  });
  return { create, call, reads };
};

describe('spec 2 Customer profile: the Billing tab, Free mins & promo codes', () => {
  it('shows the balance, what expires within 7 days, and the grants with a Cancel on one with minutes left', async () => {
    renderView();
    expect(await screen.findByText('45 minutes')).toBeInTheDocument();
    expect(screen.getByText('Expiring within 7 days')).toBeInTheDocument();
    expect(screen.getByText('20 minutes')).toBeInTheDocument();
    const row = (await screen.findByText('Service Recovery')).closest('tr')!;
    expect(row).toHaveTextContent('Montréal, Québec');
    expect(row).toHaveTextContent('1234');
    expect(row).toHaveTextContent('Never');
    expect(within(row).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('spec 3: a grant’s times name their zone, even when the member’s is the reader’s own', async () => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    // As toHaveTextContent reads the page: one plain space for any run of spaces.
    const zoned = (at: string) => formatZonedDateTime(at, 'en', own).replace(/\s+/g, ' ');
    renderView([], own);
    const row = (await screen.findByText('Service Recovery')).closest('tr')!;
    expect(row).toHaveTextContent(zoned(GRANT.grantedAt));
    expect(await screen.findByText(/^Next expiry:/)).toHaveTextContent(
      `Next expiry: ${zoned('2026-11-30T05:00:00.000Z')}`,
    );
  });

  it('Add free minutes: refuses a form without its required fields and a days expiry without days, then sends regions as ids; a grant saved starts the form over', async () => {
    const user = userEvent.setup();
    const { create, reads } = renderView();
    await user.click(screen.getByRole('button', { name: 'Add free minutes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add free minutes' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText('Required')).length).toBeGreaterThanOrEqual(3);
    expect(create).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await user.click(await screen.findByRole('option', { name: 'Goodwill / Thank You' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: /Minutes/ }), '30');
    await user.click(within(dialog).getByRole('combobox', { name: /Regions/ }));
    await user.click(await screen.findByRole('option', { name: 'Québec' }));
    await user.click(within(dialog).getByRole('radio', { name: 'In a number of days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('spinbutton', { name: /Days to expire/ }), '14');
    await waitFor(() => expect(reads().grants).toBeGreaterThan(0));
    const before = reads();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith('freeMinutes', {
        data: {
          reason: 'Goodwill / Thank You',
          freeMin: 30,
          regions: [2],
          expiry: 'days',
          expiryDays: 14,
          customerId: '7',
        },
        // Money moves once: the grant carries a key of its own (spec 7, billing writes).
        meta: { headers: { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/) } },
      }),
    );
    // Saved, said so, the summary and list read again, and the form empty for the next.
    expect(await screen.findByText('Free minutes added')).toBeInTheDocument();
    await waitFor(() => {
      expect(reads().summary).toBeGreaterThan(before.summary);
      expect(reads().grants).toBeGreaterThan(before.grants);
    });
    const again = screen.getByRole('dialog', { name: 'Add free minutes' });
    expect(within(again).getByRole('spinbutton', { name: /Minutes/ })).toHaveValue(null);
    expect(within(again).getByRole('combobox', { name: /Reason/ })).not.toHaveTextContent('Goodwill');
    expect(within(again).queryByText('Québec')).not.toBeInTheDocument();
    expect(within(again).getByRole('radio', { name: 'No expiry' })).toBeChecked();
    expect(within(again).queryByRole('spinbutton', { name: /Days to expire/ })).not.toBeInTheDocument();
    expect(within(again).queryByText('Required')).not.toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(create).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no promotion has it', [], 'Invalid promo code'],
    ['two promotions start with it', [PROMO, { ...PROMO, promoCode: 'WELCOME300' }], 'Invalid promo code'],
    ['its promotion is inactive', [{ ...PROMO, status: 'INACTIVE' }], 'Invalid promo code'],
    [
      'its promotion has not started',
      [{ ...PROMO, notStarted: true }],
      'This promo code has not started yet',
    ],
    [
      'the member was given it already',
      [{ ...PROMO, appliedToMember: true }],
      'This promo code has already been applied to this member',
    ],
  ])(
    'spec 2 Apply promo code: refused at the field, before the modal, when %s',
    async (_case, promotions, said) => {
      const user = userEvent.setup();
      const { call } = renderView(promotions);
      await user.type(screen.getByRole('textbox', { name: /Promo code/ }), 'WELCOME');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByText(said)).toBeInTheDocument();
      expect(call).toHaveBeenCalledWith('promoCode', 'FETCH', {
        id: 'WELCOME',
        urlQuery: { customerId: '7' },
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );

  it('spec 2 Apply promo code: the code must be entered, marked required, "Required" said without a look-up', async () => {
    const user = userEvent.setup();
    const { call } = renderView([PROMO]);
    const field = screen.getByRole('textbox', { name: /Promo code/ });
    expect(field).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('promoCode', expect.anything(), expect.anything());
  });

  it('Apply promo code: one active promotion opens the modal with what it gives; Confirm applies it to the member', async () => {
    const user = userEvent.setup();
    const { call } = renderView([PROMO]);
    await user.type(screen.getByRole('textbox', { name: /Promo code/ }), 'welcome30');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply Promo Code' });
    for (const text of ['Registration', 'WELCOME30', '30', '60', 'Montréal, Québec', '10'])
      expect(within(dialog).getByRole('cell', { name: text })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('apply it to the member manually');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('applyPromo', 'ADD', { customerId: '7', promoCode: 'WELCOME30' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
