import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { AlertRecord } from '../../src/domain/customers/alert.ts';
import type { CustomerDetail } from '../../src/domain/customers/customerDetail.ts';
import { AlertBanner } from '../../src/resources/customers/profile/alert/AlertBanner.tsx';
import { englishI18n } from './testProviders.ts';

const ZONE = 'America/Vancouver';
/** The member's today as the server sends it, whatever the browser's clock and zone data say. */
const TODAY = '2090-06-15';
const customer = { id: 7 } as CustomerDetail;
const ALERT: AlertRecord = {
  customerId: 7,
  message: 'Call the member before any refund',
  expiryDate: '2099-12-31',
  expiresAt: '2100-01-01T08:00:00.000Z',
  timeZone: ZONE,
  createdBy: 'msa@example.com',
  createDateTime: '2026-11-23T10:00:00.000Z',
  version: 2,
};

const renderBanner = (
  initial: AlertRecord | null,
  create = vi.fn(async (..._args: unknown[]): Promise<unknown> => ALERT),
) => {
  let alert = initial;
  const remove = vi.fn(async () => ((alert = null), { data: { id: 7 } }));
  const dataProvider = testDataProvider({
    getOne: vi.fn(async () => ({ data: { id: 7, alert, timeZone: ZONE, today: TODAY } })),
    call: vi.fn(async (...args: Parameters<typeof create>) => {
      const answer = await create(...args);
      alert = ALERT;
      return answer;
    }),
    delete: remove,
  } as unknown as Partial<DataProvider>);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={englishI18n()}>
      <AlertBanner customer={customer} />
    </AdminContext>,
  );
  return { create: dataProvider.call as ReturnType<typeof vi.fn>, remove };
};

/** Types a date into the picker's sections (en-CA: year, month, day), as a user does with the keyboard. */
const typeDate = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, yyyymmdd: string) => {
  await user.click(within(dialog).getAllByRole('spinbutton')[0]!);
  await user.keyboard(yyyymmdd);
};

describe('spec 3 Alert: shown prominently while active, Add only when none', () => {
  it('shows the active alert with Remove, and no Add', async () => {
    renderBanner(ALERT);
    const shown = await screen.findByRole('alert');
    expect(shown).toHaveTextContent('Call the member before any refund');
    expect(shown).toHaveTextContent('Until the end of Dec 31, 2099');
    expect(within(shown).getByRole('button', { name: 'Remove alert' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add alert' })).not.toBeInTheDocument();
  });

  it("spec 5: an expiry not after the member's today (the server's) is refused at the field before Save; a future one adds the alert, which then shows", async () => {
    const user = userEvent.setup();
    const { create } = renderBanner(null);
    await user.click(await screen.findByRole('button', { name: 'Add alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add alert' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Message/ }),
      'Call the member before any refund',
    );
    // The member's today as the server sent it is refused, though the browser's clock says it is years away.
    await typeDate(user, dialog, '20900615');
    // A typed day is checked on leaving the field (a picked one at once): the error shows before Save.
    await user.tab();
    expect(await within(dialog).findByText('Must be a future date')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(create).not.toHaveBeenCalled();

    await typeDate(user, dialog, '20991231');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]).toEqual([
      'alertNote',
      'ADD',
      { message: 'Call the member before any refund', expiryDate: '2099-12-31', id: 7 },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Call the member before any refund');
  });

  it('spec 5: the message is required and at most 500 characters', async () => {
    const user = userEvent.setup();
    renderBanner(null);
    await user.click(await screen.findByRole('button', { name: 'Add alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add alert' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    const message = within(dialog).getByRole('textbox', { name: /Message/ });
    await user.click(message);
    await user.paste('x'.repeat(501));
    await user.tab();
    expect(await within(dialog).findByText('Must be at most 500 characters')).toBeInTheDocument();
  });

  it("spec 8: a failed add says so in the spec's words", async () => {
    const user = userEvent.setup();
    const failing = vi.fn(async () => {
      throw new Error('This member already has an active alert.');
    });
    renderBanner(null, failing as never);
    await user.click(await screen.findByRole('button', { name: 'Add alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add alert' });
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Watch');
    await typeDate(user, dialog, '20991231');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'There has been an error creating or storing the alert — This member already has an active alert.',
      ),
    ).toBeInTheDocument();
  });

  it('Remove alert asks first, sends the alert it removes, then offers Add again', async () => {
    const user = userEvent.setup();
    const { remove } = renderBanner(ALERT);
    await user.click(await screen.findByRole('button', { name: 'Remove alert' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(remove.mock.calls[0]).toMatchObject(['alertNote', { id: 7, previousData: { version: 2 } }]);
    expect(await screen.findByRole('button', { name: 'Add alert' })).toBeInTheDocument();
  });

  it('spec 9: the alert leaves the screen when its day ends, without a reload', async () => {
    renderBanner({ ...ALERT, expiresAt: new Date(Date.now() + 1500).toISOString() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Call the member before any refund');
    expect(await screen.findByRole('button', { name: 'Add alert' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
