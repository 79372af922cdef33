import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, RecordContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../src/dataProvider/HttpError.ts';
import type { LedgerLineRow } from '../../src/domain/billing/ledger.ts';
import type { CustomerDetail } from '../../src/domain/customers/customerDetail.ts';
import { BillingActions } from '../../src/resources/customers/profile/billing/BillingActions.tsx';
import { FeeReversalButton } from '../../src/resources/customers/profile/billing/FeeReversalButton.tsx';
import { englishI18n } from './testProviders.ts';

const customer = { id: 7 } as CustomerDetail;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const FEES = [
  { code: 'administration', type: 'account', name: 'Administration fee', netAmount: 15 },
  { code: 'collection', type: 'account', name: 'Collection fee', netAmount: 35 },
];
const FEE_LINE: LedgerLineRow = {
  id: 41,
  customerId: 7,
  postedAt: '2026-11-20T10:00:00.000Z',
  kind: 'accountFee',
  amount: 15,
  tax: 0.75,
  total: 15.75,
  tripId: null,
  paymentId: null,
  feeCode: 'administration',
  reversesId: null,
  reason: null,
  note: null,
  details: null,
  staffName: 'Nadia Haddad',
  reversible: 15.75,
};

const renderWith = (ui: React.ReactNode, create: ReturnType<typeof vi.fn>) => {
  const dataProvider = testDataProvider({
    call: vi.fn(async () => FEES),
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    create,
  } as unknown as Partial<DataProvider>);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={englishI18n()}>
      {ui}
    </AdminContext>,
  );
};

const pick = async (
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  field: RegExp,
  option: RegExp,
) => {
  await user.click(within(dialog).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('spec 2 Modals: the Billing tab dialogs', () => {
  it('Account fee: refused at the field until a fee is picked, then charged for the member, and the dialog closes', async () => {
    const user = userEvent.setup();
    const create = vi.fn(async () => ({ data: { id: 1 } }));
    renderWith(<BillingActions customer={customer} />, create);
    await user.click(screen.getByRole('button', { name: 'Account fee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account fee' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await pick(user, dialog, /Fee/, /Administration fee — \$15\.00/);
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Card re-issued');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith('specialFee', {
        data: { customerId: 7, feeCode: 'administration', note: 'Card re-issued' },
        meta: { headers: { 'Idempotency-Key': expect.stringMatching(UUID) } },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Trip modification: no trip picked says to choose one, a fraction of a minute asks for whole minutes', async () => {
    const user = userEvent.setup();
    const create = vi.fn();
    renderWith(<BillingActions customer={customer} />, create);
    await user.click(screen.getByRole('button', { name: 'Trip modification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trip modification' });
    // Spec 5: the trip is required, so it carries the asterisk.
    const labels = [...dialog.querySelectorAll('label')].map((label) => label.textContent?.trim());
    expect(labels).toContainEqual(expect.stringMatching(/^Trip\s*\*$/));
    const duration = within(dialog).getByRole('spinbutton', { name: /New duration/ });
    await user.type(duration, '12.5');
    await user.tab();
    expect(await within(dialog).findByText('Enter a whole number of minutes')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a trip')).toBeInTheDocument();
    expect(within(dialog).queryByText('Invalid value')).not.toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("Fee reversal: shows and prefills what is left, refuses more at the field, shows the server's refusal at its field", async () => {
    const user = userEvent.setup();
    const create = vi
      .fn()
      .mockRejectedValueOnce(
        new HttpError('More than what is left of the fee', 400, {
          messageKey: 'billing.modals.reversalExceedsFee',
          fields: { amount: 'billing.modals.reversalExceedsFee' },
        }),
      )
      .mockResolvedValueOnce({ data: { id: 2 } });
    renderWith(<FeeReversalButton customer={customer} line={FEE_LINE} />, create);
    await user.click(screen.getByRole('button', { name: 'Reverse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fee reversal' });
    expect(dialog).toHaveTextContent('Administration fee: $15.75 left to reverse of $15.75.');
    const amount = within(dialog).getByRole('spinbutton', { name: /Amount, GST included/ });
    expect(amount).toHaveValue(15.75);

    await user.clear(amount);
    await user.type(amount, '16');
    await user.tab();
    expect(await within(dialog).findByText('More than what is left of the fee')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '5');
    await pick(user, dialog, /Reason/, /Disputed by the member/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // A colleague reversed part of it meanwhile: the server's refusal shows at the amount.
    expect(await within(dialog).findByText('More than what is left of the fee')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith('feeReversal', {
      data: { customerId: 7, lineId: 41, amount: 5, reason: 'disputed', note: '' },
      meta: { headers: { 'Idempotency-Key': expect.stringMatching(UUID) } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Spec 7: the refusal ended that attempt; the next submit is another, with its own key.
    const [refused, saved] = create.mock.calls.map(([, params]) => params.meta.headers['Idempotency-Key']);
    expect(saved).not.toBe(refused);
  });

  it('spec 7 Payments and billing: a submit that got no answer is sent once more with its key, so it is written once', async () => {
    const user = userEvent.setup();
    const create = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('Oops! There seems to be a system error.', 0))
      .mockResolvedValueOnce({ data: { id: 3 } });
    renderWith(<BillingActions customer={customer} />, create);
    await user.click(screen.getByRole('button', { name: 'Account fee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account fee' });
    await pick(user, dialog, /Fee/, /Administration fee — \$15\.00/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const keys = create.mock.calls.map(([, params]) => params.meta.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("Fee reversal from the ledger's row prefills what is left, not the row's net amount and note", async () => {
    const user = userEvent.setup();
    // The ledger's DataTable gives each row's cells the line as their record.
    renderWith(
      <RecordContextProvider value={{ ...FEE_LINE, note: 'Card re-issued' }}>
        <FeeReversalButton customer={customer} line={FEE_LINE} />
      </RecordContextProvider>,
      vi.fn(),
    );
    await user.click(screen.getByRole('button', { name: 'Reverse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fee reversal' });
    expect(within(dialog).getByRole('spinbutton', { name: /Amount, GST included/ })).toHaveValue(15.75);
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('');
  });

  it('Fee reversal is not offered for a fee reversed whole', () => {
    renderWith(<FeeReversalButton customer={customer} line={{ ...FEE_LINE, reversible: 0 }} />, vi.fn());
    expect(screen.queryByRole('button', { name: 'Reverse' })).not.toBeInTheDocument();
  });
});
