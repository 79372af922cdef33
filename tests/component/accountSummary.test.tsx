import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/dataProvider/dataProvider.ts';
import type { AccountSummary as Summary } from '../../src/domain/customers/accountSummary.ts';
import type { CustomerDetail } from '../../src/domain/customers/customerDetail.ts';
import { formatDateTime } from '../../src/domain/formats.ts';
import { AccountSummary } from '../../src/resources/customers/profile/profileTab/accountSummary/AccountSummary.tsx';
import { bodyOf, fakeNetwork, json } from '../unit/dataProvider/fakeNetwork.ts';
import { englishI18n } from './testProviders.ts';

const SUMMARY: Summary = {
  id: 7,
  accountStatus: 'ACTIVE',
  accountSuspendStatus: 'UNSUSPENDED',
  dlRecordStatus: 'PENDING',
  dlApprovedDateTime: null,
  dlIsActive: true,
  ccIsActive: false,
  applicationSubmittedDate: '2026-01-05T10:00:00.000Z',
  outstandingBalance: 42.1,
  rfidNumber: null,
  rfidStatus: null,
  version: 3,
};
const customer = { id: 7, firstName: 'Élise', lastName: 'Gagnon' } as CustomerDetail;

/** A fake data provider holding one summary; update answers what the server would. */
const renderSummary = (
  summary: Summary = SUMMARY,
  others: { id: number; customerNumber: string; firstName: string; lastName: string }[] = [],
  refusal?: { status: number; message: string; body?: object },
) => {
  const update = vi.fn(async (_resource: string, { data }: { data: Partial<Summary> }) => {
    if (refusal)
      throw Object.assign(new Error(refusal.message), { status: refusal.status, body: refusal.body });
    return { data: { ...summary, ...data, version: summary.version + 1 } };
  });
  const getList = vi.fn(async (_resource: string, { filter }: { filter: { rfidNumber: string } }) => {
    const data = others.filter(
      (o) => o.customerNumber === filter.rfidNumber || filter.rfidNumber === '0055566677',
    );
    return { data, total: data.length };
  });
  const getOne = vi.fn(async () => ({ data: summary }));
  const dataProvider = testDataProvider({
    getOne,
    update,
    getList,
  } as unknown as Partial<DataProvider>);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={englishI18n()}>
      <AccountSummary customer={customer} />
    </AdminContext>,
  );
  return { update, getList, getOne };
};

describe('spec 3 Account summary and the modals of spec 2', () => {
  it('shows the summary fields of spec 3', async () => {
    renderSummary();
    const list = await screen.findByRole('region', { name: 'Account summary' });
    for (const text of ['Active', 'Not suspended', 'Pending', '$42.10', 'None']) {
      expect(within(list).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(list).getByText('Licence active').nextElementSibling).toHaveTextContent('Yes');
    expect(within(list).getByText('Card active').nextElementSibling).toHaveTextContent('No');
  });

  it('each "Change" button is named by the status it changes, the visible text staying "Change"', async () => {
    renderSummary();
    const list = await screen.findByRole('region', { name: 'Account summary' });
    for (const name of ['Change account status', 'Change suspension status', 'Change driver record status']) {
      expect(within(list).getByRole('button', { name })).toHaveTextContent(/^Change$/);
    }
  });

  it("spec 2 Driver record status: offers spec 4's values, says approving dates it, saves the choice", async () => {
    const user = userEvent.setup();
    const { update } = renderSummary();
    await user.click(await screen.findByRole('button', { name: 'Change driver record status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Driver record status' });
    expect(
      within(dialog).getByText('Approving the record sets its approval date to now.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox')).toHaveTextContent('Pending');
    await user.click(within(dialog).getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Approved', 'Declined', 'Pending']);
    await user.click(screen.getByRole('option', { name: 'Approved' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1]).toMatchObject({
      id: 7,
      data: { dlRecordStatus: 'APPROVED' },
      previousData: { version: 3 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const list = screen.getByRole('region', { name: 'Account summary' });
    expect(within(list).getByText('Driver record status').nextElementSibling).toHaveTextContent('Approved');
  });

  it('spec 4 Account status: closing is refused while a balance is outstanding, at the field before Save', async () => {
    const user = userEvent.setup();
    const { update } = renderSummary();
    await user.click(await screen.findByRole('button', { name: 'Change account status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account status' });
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Closed' }));
    expect(
      await within(dialog).findByText('The account cannot be closed while a balance is outstanding.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Outstanding balance: $42.10')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('spec 4 Suspension status: saves the choice with the version read', async () => {
    const user = userEvent.setup();
    const { update } = renderSummary();
    await user.click(await screen.findByRole('button', { name: 'Change suspension status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspension status' });
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Suspended (flag)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1]).toMatchObject({
      id: 7,
      data: { accountSuspendStatus: 'SUSPENDED-FLAG' },
      previousData: { version: 3 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('spec 2 RFID Assign: a number another member holds is refused, naming that member', async () => {
    const user = userEvent.setup();
    const { update } = renderSummary(SUMMARY, [
      { id: 9, customerNumber: '20000009', firstName: 'Ravi', lastName: 'Holder' },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign RFID' });
    await user.type(within(dialog).getByRole('textbox', { name: /RFID number/ }), '0055566677');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        /RFID 0055566677 is already assigned to Ravi Holder \(member 20000009\)/,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open that member' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/customer-profile\/9$/),
    );
    expect(update).not.toHaveBeenCalled();
  });

  it('spec 2 RFID Assign: a malformed number is refused in the form, a free one is saved', async () => {
    const user = userEvent.setup();
    const { update } = renderSummary();
    await user.click(await screen.findByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign RFID' });
    const input = within(dialog).getByRole('textbox', { name: /RFID number/ });
    await user.type(input, '12ab');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be an RFID number of 8 to 20 digits')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '0011223344');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1].data).toEqual({ rfidNumber: '0011223344' });
  });

  it('spec 2 RFID Activate, Deactivate and Remove ask first, then save', async () => {
    const user = userEvent.setup();
    const { update } = renderSummary({ ...SUMMARY, rfidNumber: '0011223344', rfidStatus: 'INACTIVE' });
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate RFID' });
    expect(within(dialog).getByText('Activate RFID 0011223344?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1].data).toEqual({ rfidStatus: 'ACTIVE' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The saved summary is shown: the RFID is active, so Deactivate is offered now.
    expect(await screen.findByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove RFID' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls[1]![1].data).toEqual({ rfidNumber: null });
  });

  it('a refusal from the server shows its reason in the modal (the balance may have changed since)', async () => {
    const user = userEvent.setup();
    renderSummary({ ...SUMMARY, outstandingBalance: 0 }, [], {
      status: 409,
      message: 'The account cannot be closed while a balance is outstanding.',
    });
    await user.click(await screen.findByRole('button', { name: 'Change account status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account status' });
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Closed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The account cannot be closed while a balance is outstanding.'),
    ).toBeInTheDocument();
  });

  it('a stale save (412) opens the stale-record dialog: who saved and when, and a reload', async () => {
    const user = userEvent.setup();
    const savedBy = { name: 'Omar Haddad', at: '2026-03-05T17:04:00.000Z' };
    const { getOne } = renderSummary(SUMMARY, [], { status: 412, message: 'stale', body: { savedBy } });
    await user.click(await screen.findByRole('button', { name: 'Change suspension status' }));
    const modal = await screen.findByRole('dialog', { name: 'Suspension status' });
    await user.click(within(modal).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Suspended (flag)' }));
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    const stale = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    expect(stale).toHaveTextContent(
      `Omar Haddad saved this record on ${formatDateTime(savedBy.at, 'en')}, after you opened it`,
    );
    const reads = getOne.mock.calls.length;
    await user.click(within(stale).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(getOne.mock.calls.length).toBeGreaterThan(reads));
    // The colleague's version shows on the card; the modal opened over the old one is closed.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("spec 7 partial save: an apiUpdateError in a 200 answer shows spec 8's message and refetches the summary", async () => {
    const user = userEvent.setup();
    let stored = SUMMARY;
    const net = fakeNetwork((request) => {
      if (request.method !== 'PATCH') return json(stored);
      // The server saved the suspension but not the rest: the record as it now stands, and what failed.
      stored = { ...SUMMARY, accountSuspendStatus: 'SUSPENDED-FLAG', version: 4 };
      return json({ ...stored, apiUpdateError: [{ section: 'accountSummary', messageKey: 'error.system' }] });
    });
    render(
      <AdminContext
        dataProvider={createDataProvider(net.engine) as unknown as DataProvider}
        i18nProvider={englishI18n()}
      >
        <AccountSummary customer={customer} />
      </AdminContext>,
    );
    await user.click(await screen.findByRole('button', { name: 'Change suspension status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspension status' });
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Suspended (flag)' }));
    const reads = net.sent.filter((request) => request.method === 'GET').length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText("There's been an error saving some of your changes."),
    ).toBeInTheDocument();
    const patch = net.sent.find((request) => request.method === 'PATCH')!;
    expect(patch.url).toBe('/api/customer-process/accountSummary/7');
    expect(bodyOf(patch)).toEqual({ accountSuspendStatus: 'SUSPENDED-FLAG' });
    expect(net.notices).toEqual([]);
    await waitFor(() =>
      expect(net.sent.filter((request) => request.method === 'GET').length).toBeGreaterThan(reads),
    );
    const list = screen.getByRole('region', { name: 'Account summary', hidden: true });
    await waitFor(() =>
      expect(within(list).getByText('Suspension status').nextElementSibling).toHaveTextContent(
        'Suspended (flag)',
      ),
    );
  });
});
