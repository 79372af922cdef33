import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  Notification,
  useGetOne,
  useNotificationContext,
  type DataProvider,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider/dataProvider.ts';
import type { CustomerDetail } from '../../src/domain/customers/customerDetail.ts';
import { ProfileTab } from '../../src/resources/customers/profile/profileTab/ProfileTab.tsx';
import { bodyOf, fakeNetwork, json, type SentRequest } from '../unit/dataProvider/fakeNetwork.ts';
import { MEMBER as customer } from './screenRecords.ts';
import { englishI18n } from './testProviders.ts';

/** Every notification the screen raised, kept in the queue (no toast takes them), by message key. */
const QueuedNotifications = () => (
  <ul aria-label="queued notifications">
    {useNotificationContext().notifications.map(({ message }, index) => (
      <li key={index}>{String(message)}</li>
    ))}
  </ul>
);

/**
 * The real data provider and resource rows over a recorded network; `queue` lists the
 * notifications raised instead of showing them as toasts.
 */
const renderTab = (respond: (request: SentRequest) => Response, { queue = false } = {}) => {
  const net = fakeNetwork(respond);
  const dataProvider = createDataProvider(net.engine) as unknown as DataProvider;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={englishI18n()}>
      <ProfileTab customer={customer} />
      {queue ? <QueuedNotifications /> : <Notification />}
    </AdminContext>,
  );
  return net;
};

/** The tab under the member's own query, as the profile page holds it (CustomerProfile). */
const MemberPage = () => {
  const { data } = useGetOne<CustomerDetail>('customers', { id: 7 });
  return data ? <ProfileTab customer={data} /> : null;
};

const queued = () =>
  within(screen.getByRole('list', { name: 'queued notifications' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

const section = (name: string) => screen.getByRole('region', { name });
const requestsTo = (sent: SentRequest[], method: string, path: string) =>
  sent.filter((request) => request.method === method && request.url.split('?')[0] === path).length;
/** The tab's one Save, once a change has enabled it. */
const save = async () => {
  const button = screen.getByRole('button', { name: 'Save profile' });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
};

describe('Profile tab (spec 3 Customer detail, spec 7 Customer detail update)', () => {
  it('shows every section, the card masked and the RFID read-only', async () => {
    renderTab(() => json(customer));
    for (const name of [
      'Personal information',
      'Contact',
      'Consents',
      'Addresses',
      'Student',
      'CAA membership',
      'Driver licence',
      'Payment card',
      'RFID',
    ]) {
      expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    }
    expect(within(section('Payment card')).getByText('**** **** **** 4242')).toBeInTheDocument();
    expect(within(section('RFID')).getByText('0012345678')).toBeInTheDocument();
    expect(within(section('RFID')).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('one Save sends only the changed section, in PATCH /customer/{id} with If-Match, and says it is saved', async () => {
    const user = userEvent.setup();
    const net = renderTab(() => json({ ...customer, emailAddress: 'ada.new@example.com', version: 4 }));
    const contact = await screen.findByRole('region', { name: 'Contact' });
    const email = within(contact).getByRole('textbox', { name: /E-mail/ });
    await user.clear(email);
    await user.type(email, 'ada.new@example.com');
    await save();
    expect(await within(contact).findByText('Contact: saved.')).toBeInTheDocument();
    const patches = net.sent.filter((request) => request.method === 'PATCH');
    expect(patches.map((request) => request.url)).toEqual(['/api/customer/7']);
    expect(patches[0]!.headers['If-Match']).toBe('"3"');
    expect(bodyOf(patches[0]!)).toEqual({ emailAddress: 'ada.new@example.com', phoneNumber: '6045550101' });
    expect(within(section('Student')).queryByText(/saved/)).not.toBeInTheDocument();
  });

  it('a saved section holds no unsaved change: Save is off again until the next change, which Enter in a field saves', async () => {
    const user = userEvent.setup();
    const net = renderTab(() => json({ ...customer, emailAddress: 'ada.new@example.com', version: 4 }));
    const contact = await screen.findByRole('region', { name: 'Contact' });
    const email = within(contact).getByRole('textbox', { name: /E-mail/ });
    const button = screen.getByRole('button', { name: 'Save profile' });
    expect(button).toBeDisabled();
    await user.clear(email);
    await user.type(email, 'ada.new@example.com');
    await save();
    expect(await within(contact).findByText('Contact: saved.')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeDisabled());
    await user.type(email, '{Backspace}x{Enter}');
    await waitFor(() => expect(net.sent.filter((request) => request.method === 'PATCH')).toHaveLength(2));
  });

  it('only the sections sent are checked: a phone stored before the digits-only rule does not hold back a name', async () => {
    const user = userEvent.setup();
    const stored = { ...customer, phoneNumber: '(604) 555-0101' };
    const net = fakeNetwork(() => json({ ...stored, preferredName: 'Addie', version: 4 }));
    const dataProvider = createDataProvider(net.engine) as unknown as DataProvider;
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={englishI18n()}>
        <ProfileTab customer={stored} />
      </AdminContext>,
    );
    const preferred = within(await screen.findByRole('region', { name: 'Personal information' })).getByRole(
      'textbox',
      { name: /Preferred name/ },
    );
    await user.clear(preferred);
    await user.type(preferred, 'Addie');
    await save();
    await waitFor(() => expect(net.sent.filter((request) => request.method === 'PATCH')).toHaveLength(1));
    expect(
      Object.keys(bodyOf(net.sent.find((request) => request.method === 'PATCH')!) as object),
    ).not.toContain('phoneNumber');
  });

  it("spec 8: a save is announced once, in the product's words (the engine's), never react-admin's 'Element updated'", async () => {
    const user = userEvent.setup();
    const net = renderTab(() => json({ ...customer, emailAddress: 'ada.new@example.com', version: 4 }), {
      queue: true,
    });
    const contact = await screen.findByRole('region', { name: 'Contact' });
    const email = within(contact).getByRole('textbox', { name: /E-mail/ });
    await user.clear(email);
    await user.type(email, 'ada.new@example.com');
    await save();
    expect(await within(contact).findByText('Contact: saved.')).toBeInTheDocument();
    expect(net.notices).toEqual(['app.notification.saved']);
    expect(queued()).toEqual([]);
  });

  it('a save the server refuses at a field marks the field, and no toast repeats it', async () => {
    const user = userEvent.setup();
    renderTab(
      (request) =>
        request.method === 'PATCH'
          ? json(
              {
                statusCode: 400,
                error: 'Bad Request',
                message: 'Invalid body: emailAddress (validation.email)',
                messageKey: 'validation.email',
                fields: { emailAddress: 'validation.email' },
              },
              400,
            )
          : json(customer),
      { queue: true },
    );
    const contact = await screen.findByRole('region', { name: 'Contact' });
    const email = within(contact).getByRole('textbox', { name: /E-mail/ });
    await user.clear(email);
    // Valid to the form's own rule, refused by the server's.
    await user.type(email, 'ada@example.org');
    await save();
    expect(await within(contact).findByText('Must be a valid e-mail address')).toBeInTheDocument();
    expect(queued()).toEqual([]);
  });

  it('spec 5: the phone takes digits only, checked before anything is sent', async () => {
    const user = userEvent.setup();
    const net = renderTab(() => json(customer));
    const contact = await screen.findByRole('region', { name: 'Contact' });
    const phone = within(contact).getByRole('textbox', { name: /Phone/ });
    await user.clear(phone);
    await user.type(phone, '(604) 555');
    await user.tab();
    expect(
      await within(contact).findByText('Digits only: a valid 10-digit North American number'),
    ).toBeInTheDocument();
    await save();
    expect(net.sent.filter((request) => request.method === 'PATCH')).toEqual([]);
  });

  it('spec 8 partial account save: the changed sections go in one PATCH, renamed; the one apiUpdateError names shows its error in place, the others show as saved', async () => {
    const user = userEvent.setup();
    const net = renderTab(() =>
      json({
        ...customer,
        emailAddress: 'ada.new@example.com',
        apiUpdateError: [{ section: 'school', messageKey: 'error.system' }],
      }),
    );
    const contact = await screen.findByRole('region', { name: 'Contact' });
    const email = within(contact).getByRole('textbox', { name: /E-mail/ });
    await user.clear(email);
    await user.type(email, 'ada.new@example.com');
    await user.click(within(section('Consents')).getByLabelText('Agrees to e-mails'));
    const school = section('Student');
    await user.click(within(school).getByLabelText('Student'));
    await user.type(within(school).getByRole('textbox', { name: /School/ }), 'Langara College');
    await save();
    expect(await screen.findByText("There's been an error saving some of your changes.")).toBeInTheDocument();
    expect(await within(school).findByRole('alert')).toHaveTextContent('Student: not saved.');
    expect(within(school).getByRole('textbox', { name: /School/ })).toHaveValue('Langara College');
    expect(within(contact).getByRole('status')).toHaveTextContent('Contact: saved.');
    expect(within(section('Consents')).getByRole('status')).toHaveTextContent('Consents: saved.');
    const patches = net.sent.filter((request) => request.method === 'PATCH');
    expect(patches.map((request) => request.url)).toEqual(['/api/customer/7']);
    expect(bodyOf(patches[0]!)).toEqual({
      emailAddress: 'ada.new@example.com',
      phoneNumber: '6045550101',
      isEmailConsent: true,
      isSMSConsent: true,
      isStudent: true,
      schoolName: 'Langara College',
    });
  });

  it('a stale save (412) offers to reload the member as now stored, in place of the changes made here', async () => {
    const user = userEvent.setup();
    const theirs = { ...customer, version: 4, emailAddress: 'theirs@example.com' };
    const net = renderTab((request) =>
      request.method === 'PATCH'
        ? json(
            { statusCode: 412, error: 'Precondition Failed', message: 'stale', messageKey: 'error.stale' },
            412,
          )
        : json(theirs),
    );
    const contact = await screen.findByRole('region', { name: 'Contact' });
    const email = within(contact).getByRole('textbox', { name: /E-mail/ });
    await user.clear(email);
    await user.type(email, 'mine@example.com');
    await save();
    const dialog = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(email).toHaveValue('theirs@example.com'));
    expect(net.sent.map((request) => `${request.method} ${request.url}`)).toContain('GET /api/customer/7');
  });

  it('saving one section keeps what is being typed in another once the member is refetched', async () => {
    const user = userEvent.setup();
    const saved = { ...customer, version: 4, emailAddress: 'ada.new@example.com' };
    const net = fakeNetwork(() => json(saved));
    const dataProvider = createDataProvider(net.engine) as unknown as DataProvider;
    const { rerender } = render(
      <AdminContext dataProvider={dataProvider} i18nProvider={englishI18n()}>
        <ProfileTab customer={customer} />
      </AdminContext>,
    );
    const school = await screen.findByRole('region', { name: 'Student' });
    await user.type(within(school).getByRole('textbox', { name: /School/ }), 'Langara');
    // The shell hands the tab the refetched member, as after any save.
    rerender(
      <AdminContext dataProvider={dataProvider} i18nProvider={englishI18n()}>
        <ProfileTab customer={saved} />
      </AdminContext>,
    );
    await waitFor(() =>
      expect(within(section('Contact')).getByRole('textbox', { name: /E-mail/ })).toHaveValue(
        'ada.new@example.com',
      ),
    );
    expect(within(section('Student')).getByRole('textbox', { name: /School/ })).toHaveValue('Langara');
  });

  it('"same as home" hides the billing lines; unticked, they are required', async () => {
    const user = userEvent.setup();
    const net = renderTab(() => json(customer));
    const addresses = await screen.findByRole('region', { name: 'Addresses' });
    expect(within(addresses).getAllByRole('textbox', { name: /Address line 1/ })).toHaveLength(1);
    await user.click(within(addresses).getByLabelText('Billing address same as home'));
    const lines = within(addresses).getAllByRole('textbox', { name: /Address line 1/ });
    expect(lines).toHaveLength(2);
    await user.clear(lines[1]!);
    await save();
    expect(await within(addresses).findByText('Required')).toBeInTheDocument();
    expect(net.sent.filter((request) => request.method === 'PATCH')).toEqual([]);
  });

  it('spec 7: a Save refetches the member and the summary that follows its version, not the notes (spec 9)', async () => {
    const user = userEvent.setup();
    let stored = customer;
    const net = fakeNetwork((request) => {
      if (request.method === 'PATCH') stored = { ...stored, preferredName: 'Addie', version: 4 };
      return json(stored);
    });
    const dataProvider = createDataProvider(net.engine) as unknown as DataProvider;
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={englishI18n()}>
        <MemberPage />
      </AdminContext>,
    );
    const personal = await screen.findByRole('region', { name: 'Personal information' });
    await waitFor(() => expect(requestsTo(net.sent, 'GET', '/api/customer-process/profileNotes/7')).toBe(1));
    const preferred = within(personal).getByRole('textbox', { name: /Preferred name/ });
    await user.clear(preferred);
    await user.type(preferred, 'Addie');
    await save();
    expect(await within(personal).findByText('Personal information: saved.')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(net.sent, 'GET', '/api/customer/7')).toBe(2));
    // The summary reads again once the refetched member's version has moved: the last call a Save makes.
    await waitFor(() =>
      expect(requestsTo(net.sent, 'GET', '/api/customer-process/accountSummary/7')).toBeGreaterThanOrEqual(2),
    );
    expect(requestsTo(net.sent, 'GET', '/api/customer-process/profileNotes/7')).toBe(1);
  });

  it("a refetched member whose change the form does not show (a status or RFID save) leaves the form as it is, a field's error included", async () => {
    const user = userEvent.setup();
    const net = fakeNetwork(() => json(customer));
    const dataProvider = createDataProvider(net.engine) as unknown as DataProvider;
    const tab = (member: CustomerDetail) => (
      <AdminContext dataProvider={dataProvider} i18nProvider={englishI18n()}>
        <ProfileTab customer={member} />
      </AdminContext>
    );
    const { rerender } = render(tab(customer));
    const contact = await screen.findByRole('region', { name: 'Contact' });
    const phone = within(contact).getByRole('textbox', { name: /Phone/ });
    await user.clear(phone);
    await user.type(phone, '(604) 555');
    await user.tab();
    const error = 'Digits only: a valid 10-digit North American number';
    expect(await within(contact).findByText(error)).toBeInTheDocument();
    // What an account summary save brings: a new version, the suspension, a new RFID.
    rerender(
      tab({
        ...customer,
        version: 4,
        accountInformation: { ...customer.accountInformation, accountSuspendStatus: 'SUSPENDED-FLAG' },
        rfid: { rfidNumber: '0099988877', rfidStatus: 'INACTIVE' },
      }),
    );
    expect(await within(section('RFID')).findByText('0099988877')).toBeInTheDocument();
    expect(within(contact).getByText(error)).toBeInTheDocument();
    expect(phone).toHaveValue('(604) 555');
  });
});
