import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, testDataProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { PromotionRecord } from '../../src/domain/promotions/promotion.ts';
import { PromotionList } from '../../src/resources/promotions/PromotionList.tsx';
import { englishI18n } from './testProviders.ts';

const promotion: PromotionRecord = {
  id: 7,
  promoCode: 'SPRING30',
  description: 'Spring campaign',
  subChannel: 'Digital',
  status: 'ACTIVE',
  type: 'Join code',
  regions: [{ id: 1, name: 'Vancouver' }],
  freeMinutes: 30,
  daysValid: 30,
  numberOfUses: 100,
  regDiscount: 10,
  startDate: '2099-04-01',
  expiryDate: '2099-06-30',
  marketingNotes: null,
  version: 3,
};

/** Each region's today as the server sends it: the form judges a start on these, not on its own clock. */
const REGIONS = [
  { id: 1, name: 'Vancouver', province: 'BC', timeZone: 'America/Vancouver', today: '2099-07-01' },
  { id: 3, name: 'Toronto', province: 'ON', timeZone: 'America/Toronto', today: '2099-07-02' },
];

const renderList = (overrides: Partial<DataProvider> = {}) => {
  window.location.hash = '';
  const getList = vi.fn(async () => ({ data: [promotion], total: 1 }));
  const dataProvider = testDataProvider({
    getList,
    getOne: async () => ({ data: promotion }) as never,
    call: async (resource: string) => {
      if (resource === 'savedSearches') return [];
      if (resource === 'regions') return REGIONS;
      if (resource === 'subChannels') return ['Digital', 'Events'];
      throw new Error(`call ${resource} is not part of this test`);
    },
    ...overrides,
  } as Partial<DataProvider>);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={englishI18n()} store={memoryStore()}>
      <PromotionList />
    </AdminContext>,
  );
  return { getList };
};

const pick = async (
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  name: string,
  option: string,
) => {
  await user.click(within(dialog).getByRole('combobox', { name: new RegExp(`^${name}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('the promotion search and its Add/Update promo code modal (spec 2, 5, 8)', () => {
  it('opens the modal from Create, checks the spec-5 rules at their fields, saves regions as picked and refreshes the list', async () => {
    const user = userEvent.setup();
    const create = vi.fn(async () => ({ data: { ...promotion, id: 8 } }));
    const { getList } = renderList({ create } as Partial<DataProvider>);
    await screen.findByText('SPRING30');
    await user.click(screen.getByRole('button', { name: 'Create promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add promo code' });

    await user.type(within(dialog).getByLabelText(/^Promo code/), 'TWO WORDS');
    await user.type(within(dialog).getByLabelText(/^Registration discount/), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Letters and digits only, without spaces')).toBeInTheDocument();
    expect(within(dialog).getByText('Must be between 0 and 99')).toBeInTheDocument();
    expect(within(dialog).getByText('At least one region is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText(/^Promo code/));
    await user.type(within(dialog).getByLabelText(/^Promo code/), 'SUMMER45');
    await user.clear(within(dialog).getByLabelText(/^Registration discount/));
    await user.type(within(dialog).getByLabelText(/^Registration discount/), '99');
    await pick(user, dialog, 'Type', 'Join code');
    await pick(user, dialog, 'Channel', 'Events');
    await pick(user, dialog, 'Regions', 'Toronto');
    await user.keyboard('{Escape}');
    const start = within(dialog).getByRole('group', { name: /Start date/ });
    await user.click(within(start).getAllByRole('spinbutton')[0]!);
    await user.keyboard('20990701');
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The start date cannot be in the past')).toBeInTheDocument();
    await user.click(within(start).getAllByRole('spinbutton')[2]!);
    await user.keyboard('02');
    await user.tab();
    const calls = getList.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]).toMatchObject([
      'promotions',
      {
        data: {
          promoCode: 'SUMMER45',
          status: 'ACTIVE',
          type: 'Join code',
          subChannel: 'Events',
          regDiscount: 99,
          startDate: '2099-07-02',
          regions: [{ id: 3, name: 'Toronto' }],
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(calls));
  });

  it("opens a row in the Update modal; a refusal says spec 8's text and the server's field message", async () => {
    const user = userEvent.setup();
    const refused = Object.assign(new Error('promoCode: promotions.errors.codeTaken'), {
      status: 409,
      body: { fields: { promoCode: 'promotions.errors.codeTaken' } },
    });
    const update = vi.fn(async () => {
      throw refused;
    });
    renderList({ update } as Partial<DataProvider>);
    await user.click(await screen.findByText('SPRING30'));
    const dialog = await screen.findByRole('dialog', { name: 'Update promo code' });
    expect(within(dialog).getByLabelText(/^Promo code/)).toHaveValue('SPRING30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]).toMatchObject([
      'promotions',
      { id: 7, data: { regions: [{ id: 1, name: 'Vancouver' }] }, previousData: { version: 3 } },
    ]);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There has been an issue creating/updating promotion',
    );
    expect(within(dialog).getByText('This promo code exists already')).toBeInTheDocument();
  });
});
