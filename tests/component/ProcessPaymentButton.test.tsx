import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider/dataProvider.ts';
import { ProcessPaymentButton } from '../../src/resources/customers/profile/billing/ProcessPaymentButton.tsx';
import { bodyOf, fakeNetwork, json, type SentRequest } from '../unit/dataProvider/fakeNetwork.ts';
import { MEMBER } from './screenRecords.ts';
import { englishI18n } from './testProviders.ts';

const PAID = {
  id: 812,
  customerId: MEMBER.id,
  date: '2026-11-26T15:00:00.000Z',
  amount: 42.1,
  status: 'Success',
  cardType: 'Visa',
  cardNumber: '**** **** **** 4242',
  cardExpiry: '01/31',
  processType: 'Manual',
  reference: 'ch_0123456789abcdef01234567',
  tripId: null,
};
const DECLINED = {
  statusCode: 402,
  messageKey: 'billing.processPayment.declined',
  message: 'The card was declined',
};

/** The button beside a balance, over the real data provider and a network answering `respond`. */
const renderButton = (respond: (request: SentRequest) => Response | Promise<Response>, balance = 42.1) => {
  const net = fakeNetwork(respond as (request: SentRequest) => Response);
  const i18n = englishI18n();
  const notices: string[] = [];
  // The app's own words for a refusal, as the real app translates the server's message key.
  net.engine.setEffects({
    notify: (message) => notices.push(message),
    navigate: () => undefined,
    translate: (key, options) => i18n.translate(key, options),
  });
  render(
    <AdminContext
      dataProvider={createDataProvider(net.engine) as unknown as DataProvider}
      i18nProvider={i18n}
    >
      <ProcessPaymentButton customer={MEMBER} balance={balance} />
    </AdminContext>,
  );
  const payments = () => net.sent.filter((r) => r.method === 'POST');
  return {
    net,
    payments,
    keys: () => payments().map((r) => (bodyOf(r) as { idempotencyKey: string }).idempotencyKey),
  };
};

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Process payment' }));
  return screen.findByRole('dialog', { name: 'Process payment' });
};

describe('process payment beside the balance (spec 7 process payment, spec 8 Payment)', () => {
  it('is disabled when the member owes nothing', () => {
    renderButton(() => json(PAID, 201), 0);
    expect(screen.getByRole('button', { name: 'Process payment' })).toBeDisabled();
  });

  it('confirms the amount and the masked card, then pays the balance with one key per attempt', async () => {
    const user = userEvent.setup();
    const { payments } = renderButton(() => json(PAID, 201));
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent('$42.10');
    expect(dialog).toHaveTextContent('Visa **** **** **** 4242');
    expect(dialog).toHaveTextContent('01/31');
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(payments()).toHaveLength(1);
    expect(payments()[0]!.url).toBe('/api/payments');
    expect(bodyOf(payments()[0]!)).toEqual({
      customerId: String(MEMBER.id),
      amount: 42.1,
      idempotencyKey: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
    });
  });

  it('pressed twice while it pays, sends one request', async () => {
    // Clicks go through to a button however it looks: only the screen's own guard may stop them.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    let answer: (response: Response) => void = () => undefined;
    const { payments } = renderButton(() => new Promise<Response>((resolve) => (answer = resolve)));
    const dialog = await openDialog(user);
    const pay = within(dialog).getByRole('button', { name: 'Pay now' });
    await user.dblClick(pay);
    await user.click(pay);
    expect(pay).toBeDisabled();
    answer(json(PAID, 201));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(payments()).toHaveLength(1);
  });

  it('retries an attempt that got no answer with the same key; after a decline, says spec 8’s words and makes a new key', async () => {
    const user = userEvent.setup();
    const answers = [
      () => json({ statusCode: 503, message: 'Unavailable' }, 503),
      () => json(DECLINED, 402),
      () => json(DECLINED, 402),
    ];
    const { keys } = renderButton(() => answers.shift()!());
    const dialog = await openDialog(user);
    const pay = within(dialog).getByRole('button', { name: 'Pay now' });
    await user.click(pay);
    await within(dialog).findByRole('alert');
    await user.click(pay);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Unable to process payment. Try again later.',
      ),
    );
    await user.click(pay);
    await waitFor(() => expect(keys()).toHaveLength(3));
    const [first, retry, next] = keys();
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('spec 8 Payment: a declined card keeps spec 8’s words, with why and what to do beside them', async () => {
    const user = userEvent.setup();
    renderButton(() => json({ ...DECLINED, messageArgs: { reason: 'cardExpired', expiry: '07/26' } }, 402));
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    const alert = await within(dialog).findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        'Unable to process payment. Try again later.' +
          'The card on file expired (07/26). Ask the member for a new card, save it under Payment information, then process the payment again.',
      ),
    );
  });
});
