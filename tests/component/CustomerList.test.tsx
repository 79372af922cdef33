import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, testDataProvider, type DataProvider } from 'react-admin';
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { loadProfile } from '../../src/resources/customers/profile/ProfileRoute.tsx';
import type { CustomerSearchRow } from '../../src/domain/customers/customerSearch.ts';
import { CustomerList } from '../../src/resources/customers/CustomerList.tsx';
import { englishI18n, everyColumnShown } from './testProviders.ts';

// The list loads the profile's chunk once idle; a load still running when the file ends
// outlives the environment (EnvironmentTeardownError), so the file waits for it.
afterAll(() => loadProfile());

const tremblay: CustomerSearchRow = {
  id: 1001,
  customerNumber: '0000101',
  firstName: 'Marie',
  lastName: 'Tremblay',
  preferredName: null,
  emailAddress: 'marie.tremblay@example.com',
  phoneNumber: '6045550101',
  city: 'Vancouver',
  province: 'BC',
  accountStatus: 'ACTIVE',
  accountSuspendStatus: 'SUSPENDED-OSB',
  outstandingBalanceAmount: 1234.5,
  customerCreateDate: '2021-06-15T12:00:00Z',
};

/**
 * react-admin's getList is generic over the record type; a test answers with customers only.
 * Each test starts on a clean URL with a store of its own: a filter the test before left in
 * the URL or the remembered list parameters would otherwise be this test's starting point.
 */
const renderList = (getList: (...args: never[]) => Promise<unknown>) => {
  window.location.hash = '';
  return render(
    <AdminContext
      dataProvider={testDataProvider({ ...everyColumnShown, getList: getList as DataProvider['getList'] })}
      i18nProvider={englishI18n()}
      store={memoryStore()}
    >
      <CustomerList />
    </AdminContext>,
  );
};

describe('Members list at /customer-search', () => {
  it('renders a row per member with its columns, 25 a page', async () => {
    const getList = vi.fn(async () => ({ data: [tremblay], total: 1 }));
    renderList(getList);
    const link = await screen.findByRole('link', { name: '0000101' });
    expect(link).toHaveAttribute('href', '#/customer-profile/1001');
    const row = link.closest('tr')!;
    const cells = within(row);
    expect(cells.getByText('Marie Tremblay')).toBeInTheDocument();
    expect(cells.getByText('marie.tremblay@example.com')).toBeInTheDocument();
    expect(cells.getByText('(604) 555-0101')).toBeInTheDocument();
    expect(cells.getByText('Vancouver')).toBeInTheDocument();
    expect(cells.getByText('Active')).toBeInTheDocument();
    expect(cells.getByText('Suspended (outstanding balance)')).toBeInTheDocument();
    expect(cells.getByText('$1,234.50')).toBeInTheDocument();
    expect(cells.getByText('Jun 15, 2021')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'customers',
      expect.objectContaining({ pagination: { page: 1, perPage: 25 } }),
    );
    for (const header of [
      'Customer number',
      'Name',
      'E-mail',
      'Phone',
      'City',
      'Account status',
      'Suspension',
      'Balance',
      'Member since',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
  });

  it("asks for no order until staff click a column, so the server lists by the filter's own index", async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async () => ({ data: [tremblay], total: 1 }));
    renderList(getList);
    await screen.findByRole('link', { name: '0000101' });
    expect(getList).toHaveBeenLastCalledWith(
      'customers',
      expect.objectContaining({ sort: { field: '', order: 'ASC' } }),
    );
    await user.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'customers',
        expect.objectContaining({ sort: { field: 'lastName', order: 'ASC' } }),
      ),
    );
  });

  it('says so when no member matches, and what to do', async () => {
    renderList(vi.fn(async () => ({ data: [], total: 0 })));
    expect(
      await screen.findByText('No member matches these criteria. Loosen a filter, or clear them all.'),
    ).toBeInTheDocument();
  });

  it('shows a translated error when the search fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderList(vi.fn(async () => Promise.reject(new Error('Oops! There seems to be a system error.'))));
    expect(await screen.findByText(/The members could not be loaded\./)).toBeInTheDocument();
  });

  it('writes the filters to the query string, dropping empty values', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async () => ({ data: [tremblay], total: 1 }));
    renderList(getList);
    await user.type(await screen.findByLabelText('Last name'), 'Trem');
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'customers',
        expect.objectContaining({ filter: { lastName: 'Trem' } }),
      ),
    );
    const filterOf = () =>
      JSON.parse(new URLSearchParams(window.location.hash.split('?')[1]).get('filter') ?? '{}');
    expect(filterOf()).toEqual({ lastName: 'Trem' });
    await user.clear(screen.getByLabelText('Last name'));
    await waitFor(() => expect(filterOf()).toEqual({}));
  });

  it('refuses a phone that is not a 10-digit North American number, shows no stale rows and does not search with it', async () => {
    // Fake timers let the test pass the filter's 500 ms debounce instead of sleeping through it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const getList = vi.fn(async () => ({ data: [tremblay], total: 1 }));
    renderList(getList);
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await screen.findByText('Marie Tremblay');
    await user.type(phone, '12345');
    // The rows matched other criteria: they go at once, and the list says which filter is wrong.
    await waitFor(() => expect(screen.queryByText('Marie Tremblay')).not.toBeInTheDocument());
    const notice = screen.getByText(/No rows while a filter is invalid/).closest('[role="alert"]')!;
    expect(notice).toHaveTextContent('Phone: Must be a valid 10-digit North American phone number');
    await user.tab();
    // ...and beside the field once it is left.
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Must be a valid 10-digit North American phone number',
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(getList).not.toHaveBeenCalledWith(
      'customers',
      expect.objectContaining({ filter: { phone: '12345' } }),
    );
    await user.clear(phone);
    await user.type(phone, '(604) 555-0101');
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'customers',
        expect.objectContaining({ filter: { phone: '(604) 555-0101' } }),
      ),
    );
  });

  it('filters by postal code, RFID number, account and suspension status, refusing a bad postal code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const getList = vi.fn(async () => ({ data: [tremblay], total: 1 }));
    renderList(getList);
    const postalCode = await screen.findByLabelText('Postal code');
    await user.type(postalCode, 'V6B 1A');
    await user.tab();
    expect(postalCode).toHaveAccessibleDescription('Must be a valid Canadian postal code or US ZIP code');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(getList).not.toHaveBeenCalledWith(
      'customers',
      expect.objectContaining({ filter: expect.objectContaining({ postalCode: 'V6B 1A' }) }),
    );
    await user.type(postalCode, '1');
    await user.type(screen.getByLabelText('RFID number'), '0012345678');
    await user.click(screen.getByRole('combobox', { name: 'Account status' }));
    await user.click(await screen.findByRole('option', { name: 'Closed' }));
    await user.click(screen.getByRole('combobox', { name: 'Suspension status' }));
    await user.click(await screen.findByRole('option', { name: 'Suspended (flag)' }));
    const filter = {
      postalCode: 'V6B 1A1',
      rfid: '0012345678',
      accountStatus: 'CLOSED',
      accountSuspendStatus: 'SUSPENDED-FLAG',
    };
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('customers', expect.objectContaining({ filter })),
    );
    expect(JSON.parse(new URLSearchParams(window.location.hash.split('?')[1]).get('filter') ?? '{}')).toEqual(
      filter,
    );
  });
});
