import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { CustomerSearchRow } from '../../src/domain/customerSearch.ts';
import { CustomerList } from '../../src/resources/customers/CustomerList.tsx';
import { englishI18n } from './testProviders.ts';

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

/** react-admin's getList is generic over the record type; a test answers with customers only. */
const renderList = (getList: (...args: never[]) => Promise<unknown>) =>
  render(
    <AdminContext
      dataProvider={testDataProvider({ getList: getList as DataProvider['getList'] })}
      i18nProvider={englishI18n()}
    >
      <CustomerList />
    </AdminContext>,
  );

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
    await waitFor(
      () =>
        expect(getList).toHaveBeenLastCalledWith(
          'customers',
          expect.objectContaining({ filter: { lastName: 'Trem' } }),
        ),
      {
        timeout: 2000,
      },
    );
    const filterOf = () =>
      JSON.parse(new URLSearchParams(window.location.hash.split('?')[1]).get('filter') ?? '{}');
    expect(filterOf()).toEqual({ lastName: 'Trem' });
    await user.clear(screen.getByLabelText('Last name'));
    await waitFor(() => expect(filterOf()).toEqual({}), { timeout: 2000 });
  });

  it('refuses a phone that is not a 10-digit North American number, shows no stale rows and does not search with it', async () => {
    // Fake timers let the test pass the filter's 500 ms debounce instead of sleeping through it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const getList = vi.fn(async () => ({ data: [tremblay], total: 1 }));
    renderList(getList);
    const phone = await screen.findByLabelText('Phone');
    await screen.findByText('Marie Tremblay');
    await user.type(phone, '12345');
    // The rows matched other criteria: they go at once, and the list says which filter is wrong.
    await waitFor(() => expect(screen.queryByText('Marie Tremblay')).not.toBeInTheDocument());
    const notice = screen.getByText(/No rows while a filter is invalid/).closest('[role="alert"]')!;
    expect(notice).toHaveTextContent('Phone: Must be a valid 10-digit North American phone number');
    await user.tab();
    // ...and beside the field once it is left.
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      'Must be a valid 10-digit North American phone number',
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(getList).not.toHaveBeenCalledWith(
      'customers',
      expect.objectContaining({ filter: { phone: '12345' } }),
    );
    await user.clear(phone);
    await user.type(phone, '(604) 555-0101');
    await waitFor(
      () =>
        expect(getList).toHaveBeenLastCalledWith(
          'customers',
          expect.objectContaining({ filter: { phone: '(604) 555-0101' } }),
        ),
      { timeout: 2000 },
    );
  });
});
