import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider, createEngine } from '../../src/dataProvider/index.ts';
import type { CustomerDetail } from '../../src/domain/customers/customerDetail.ts';
import { freeMinuteAdd } from '../../src/domain/freeMinutes/freeMinute.ts';
import { AddFreeMinutesDialog } from '../../src/resources/customers/profile/billing/AddFreeMinutesDialog.tsx';
import { englishI18n } from './testProviders.ts';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The real engine and data provider, so the body is the one the route receives (spec 5 Before sending). */
const renderDialog = () => {
  const sent: unknown[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('/regions'))
      return json(
        [
          { id: 1, name: 'Montréal' },
          { id: 2, name: 'Québec' },
        ],
        200,
      );
    sent.push(JSON.parse(String(init?.body)));
    return json({ id: '1' }, 201);
  });
  const engine = createEngine({
    config: { apiBase: '/api', vehicleApiBase: '/api', fleetApiBase: '/api' },
    fetch: fetch as unknown as typeof globalThis.fetch,
    getToken: async () => 'token',
  });
  render(
    <AdminContext dataProvider={createDataProvider(engine)} i18nProvider={englishI18n()}>
      <AddFreeMinutesDialog customer={{ id: 7 } as CustomerDetail} open onClose={vi.fn()} />
      <Notification />
    </AdminContext>,
  );
  return { sent };
};

const DAY_AHEAD = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

describe('spec 5 Free minutes form: a form never fails on the expiry field it hides', () => {
  it.each([
    ['No expiry', {}, { expiry: 'none' }],
    ['In a number of days', { days: '14' }, { expiry: 'days', expiryDays: 14 }],
    ['On a date', { date: DAY_AHEAD }, { expiry: 'date', expiryDate: DAY_AHEAD }],
  ])(
    '%s: the grant is sent with that kind alone, and the route schema accepts it',
    async (kind, typed: { days?: string; date?: string }, expected) => {
      const user = userEvent.setup();
      const { sent } = renderDialog();
      const dialog = await screen.findByRole('dialog', { name: 'Add free minutes' });
      await user.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
      await user.click(await screen.findByRole('option', { name: 'Goodwill / Thank You' }));
      await user.type(within(dialog).getByRole('spinbutton', { name: /Minutes/ }), '30');
      await user.click(within(dialog).getByRole('combobox', { name: /Regions/ }));
      await user.click(await screen.findByRole('option', { name: 'Québec' }));
      // A date and a number of days typed first, then left for the kind under test.
      await user.click(within(dialog).getByRole('radio', { name: 'On a date' }));
      fireEvent.change(within(dialog).getByLabelText(/Expiry date/), { target: { value: DAY_AHEAD } });
      await user.click(within(dialog).getByRole('radio', { name: 'In a number of days' }));
      await user.type(within(dialog).getByRole('spinbutton', { name: /Days to expire/ }), '9');
      await user.click(within(dialog).getByRole('radio', { name: kind }));
      if (typed.days) {
        const days = within(dialog).getByRole('spinbutton', { name: /Days to expire/ });
        await user.clear(days);
        await user.type(days, typed.days);
      }
      if (typed.date)
        fireEvent.change(within(dialog).getByLabelText(/Expiry date/), { target: { value: typed.date } });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Free minutes added')).toBeInTheDocument();
      expect(sent).toEqual([
        { reason: 'Goodwill / Thank You', freeMin: 30, regions: [2], customerId: '7', ...expected },
      ]);
      const parsed = freeMinuteAdd.safeParse(sent[0]);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    },
  );
});

describe('spec 5 Free minutes form: a fraction says what is expected', () => {
  it('12.5 minutes or 2.5 days ask for whole numbers, in the field', async () => {
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add free minutes' });
    await user.type(within(dialog).getByRole('spinbutton', { name: /Minutes/ }), '12.5');
    await user.click(within(dialog).getByRole('radio', { name: 'In a number of days' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: /Days to expire/ }), '2.5');
    await user.tab();
    expect(await within(dialog).findByText('Enter a whole number of minutes')).toBeInTheDocument();
    expect(await within(dialog).findByText('Enter a whole number of days')).toBeInTheDocument();
    expect(within(dialog).queryByText('Invalid value')).not.toBeInTheDocument();
  });
});
