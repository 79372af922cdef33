import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, testDataProvider, type DataProvider } from 'react-admin';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadProfile } from '../../src/resources/customers/profile/ProfileRoute.tsx';
import type { CustomerSearchRow } from '../../src/domain/customers/customerSearch.ts';
import { CustomerList } from '../../src/resources/customers/CustomerList.tsx';
import { StaffList } from '../../src/resources/staffs/StaffList.tsx';
import { englishI18n, noSavedSearches } from './testProviders.ts';

// The list loads the profile's chunk once idle; a load still running when the file ends
// outlives the environment (EnvironmentTeardownError), so the file waits for it.
afterAll(() => loadProfile());

const member = (id: number, lastName: string): CustomerSearchRow => ({
  id,
  customerNumber: String(id).padStart(7, '0'),
  firstName: 'Marie',
  lastName,
  preferredName: null,
  emailAddress: `${lastName.toLowerCase()}@example.com`,
  phoneNumber: null,
  city: null,
  province: null,
  accountStatus: 'ACTIVE',
  accountSuspendStatus: 'UNSUSPENDED',
  outstandingBalanceAmount: 0,
  customerCreateDate: '2021-06-15T12:00:00Z',
});

const renderWith = (list: React.ReactNode, provider: Partial<DataProvider>) =>
  render(
    <AdminContext
      dataProvider={testDataProvider({ ...noSavedSearches, ...provider })}
      i18nProvider={englishI18n()}
    >
      {list}
      <Notification />
    </AdminContext>,
  );

const query = () => new URLSearchParams(window.location.hash.split('?')[1]);

describe('AppList, as the members and team lists use it', () => {
  // The list state lives in the URL, which outlives each test.
  beforeEach(() => {
    window.location.hash = '#/';
  });

  it('sorts by a clicked column header, both ways, on the columns staff sort by only', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async () => ({ data: [member(1, 'Tremblay')], total: 1 }));
    renderWith(<CustomerList />, { getList: getList as never });
    await screen.findByText('Marie Tremblay');
    // Account status and balance show by default; suspension and city are hidden until
    // shown with the Columns button (spec 2, 9: the list fits 1,440 px).
    const sortable = ['Customer number', 'Name', 'E-mail', 'Account status', 'Balance', 'Member since'];
    for (const name of sortable) {
      expect(within(screen.getByRole('columnheader', { name })).getByRole('button')).toBeInTheDocument();
    }
    for (const name of ['Phone']) {
      expect(within(screen.getByRole('columnheader', { name })).queryByRole('button')).toBeNull();
    }

    await user.click(within(screen.getByRole('columnheader', { name: 'E-mail' })).getByRole('button'));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'customers',
        expect.objectContaining({ sort: { field: 'emailAddress', order: 'ASC' } }),
      ),
    );
    await user.click(within(screen.getByRole('columnheader', { name: 'E-mail' })).getByRole('button'));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'customers',
        expect.objectContaining({ sort: { field: 'emailAddress', order: 'DESC' } }),
      ),
    );
    expect(query().get('sort')).toBe('emailAddress');
    expect(query().get('order')).toBe('DESC');
  });

  it('offers neither sorting nor export on the team list', async () => {
    const getList = vi.fn(async () => ({
      data: [{ id: 7, firstName: 'Jess', lastName: 'Morrison', email: 'j@example.com', role: 'MSA' }],
      total: 1,
    }));
    renderWith(<StaffList />, { getList: getList as never });
    await screen.findByText('Morrison');
    for (const name of ['First name', 'Last name', 'E-mail', 'Role']) {
      expect(within(screen.getByRole('columnheader', { name })).queryByRole('button')).toBeNull();
    }
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('shows 25, 50 or 100 rows a page and keeps the choice in the URL', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async () => ({ data: [member(1, 'Tremblay')], total: 240 }));
    renderWith(<CustomerList />, { getList: getList as never });
    await screen.findByText('Marie Tremblay');
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'customers',
        expect.objectContaining({ pagination: { page: 1, perPage: 50 } }),
      ),
    );
    expect(query().get('perPage')).toBe('50');
  });

  it('reads a capped total as 10,000+ in the banner and the pager alike', async () => {
    const getList = vi.fn(async () => ({
      data: [member(1, 'Tremblay')],
      total: 10_000,
      meta: { totalCountCapped: true },
    }));
    renderWith(<CustomerList />, { getList: getList as never });
    expect(
      await screen.findByText('10,000+ match. Refine the search to narrow them down.'),
    ).toBeInTheDocument();
    expect(screen.getByText('1-25 of 10,000+')).toBeInTheDocument();
    expect(screen.queryByText(/of 10000$/)).toBeNull();
  });

  it('shows an exact total as it is', async () => {
    renderWith(<CustomerList />, {
      getList: (async () => ({ data: [member(1, 'Tremblay')], total: 240 })) as never,
    });
    expect(await screen.findByText('1-25 of 240')).toBeInTheDocument();
    expect(screen.queryByText(/Refine the search/)).toBeNull();
  });

  it('exports the CSV of the current filter and order, and says when the server capped it', async () => {
    const user = userEvent.setup();
    window.location.hash = `#/?filter=${encodeURIComponent('{"lastName":"Trem"}')}&sort=customerNumber&order=DESC`;
    const download = vi.fn(async () => ({
      fileName: 'members.csv',
      blob: new Blob(['']),
      headers: new Headers({ 'X-Export-Capped': '10000' }),
    }));
    renderWith(<CustomerList />, {
      getList: (async () => ({ data: [member(1, 'Tremblay')], total: 1 })) as never,
      download,
    });
    await screen.findByText('Marie Tremblay');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(download).toHaveBeenCalledWith(
      'customers',
      {
        lastName: 'Trem',
        sort: 'customerNumber',
        order: 'DESC',
        // Written in the screen's language and the browser's zone.
        lang: 'en',
        tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
        headers: { Accept: 'text/csv' },
      },
      'SEARCH',
    );
    expect(await screen.findByText('Exported the first 10,000 rows')).toBeInTheDocument();
  });

  it('does not offer export while a filter is invalid', async () => {
    const user = userEvent.setup();
    renderWith(<CustomerList />, {
      getList: (async () => ({ data: [member(1, 'Tremblay')], total: 1 })) as never,
    });
    await screen.findByText('Marie Tremblay');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '604');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled());
  });

  it('keeps saved searches in view beside the list', async () => {
    renderWith(<CustomerList />, {
      getList: (async () => ({ data: [member(1, 'Tremblay')], total: 1 })) as never,
    });
    await screen.findByText('Marie Tremblay');
    expect(screen.getByText('Saved queries')).toBeVisible();
  });

  it('offers to clear the filters whenever one is set', async () => {
    const user = userEvent.setup();
    window.location.hash = `#/?filter=${encodeURIComponent('{"lastName":"Trem"}')}`;
    const getList = vi.fn(async () => ({ data: [member(1, 'Tremblay')], total: 1 }));
    renderWith(<CustomerList />, { getList: getList as never });
    await screen.findByText('Marie Tremblay');
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('customers', expect.objectContaining({ filter: {} })),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Clear the filters' })).toBeNull());
  });

  it('spec 2 Search screens: keeps only chosen values in the URL, no empty order or filter', async () => {
    const user = userEvent.setup();
    renderWith(<CustomerList />, {
      getList: (async () => ({ data: [member(1, 'Tremblay')], total: 1 })) as never,
    });
    await screen.findByText('Marie Tremblay');
    await user.type(screen.getByLabelText('Last name'), 'Trem');
    await waitFor(() => expect(query().get('filter')).toBe('{"lastName":"Trem"}'));
    await waitFor(() => expect([...query().keys()].sort()).toEqual(['filter', 'page', 'perPage']));
  });

  it('keeps the filter bar in place when a filter is invalid', async () => {
    const user = userEvent.setup();
    renderWith(<CustomerList />, {
      getList: (async () => ({ data: [member(1, 'Tremblay')], total: 1 })) as never,
    });
    await screen.findByText('Marie Tremblay');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '604');
    const helper = await screen.findByText((_, element) =>
      Boolean(element?.classList.contains('MuiFormHelperText-root') && element.textContent),
    );
    expect(getComputedStyle(helper).position).toBe('absolute');
  });

  it('marks the rows on screen while new ones load', async () => {
    const user = userEvent.setup();
    let answerNext: (rows: { data: CustomerSearchRow[]; total: number }) => void = () => undefined;
    const getList = vi
      .fn()
      .mockResolvedValueOnce({ data: [member(1, 'Tremblay')], total: 1 })
      .mockImplementation(() => new Promise((resolve) => (answerNext = resolve)));
    renderWith(<CustomerList />, { getList: getList as never });
    await screen.findByText('Marie Tremblay');
    expect(screen.queryByRole('progressbar', { name: 'Loading the matching rows' })).toBeNull();
    await user.type(screen.getByLabelText('Last name'), 'Ga');
    expect(await screen.findByRole('progressbar', { name: 'Loading the matching rows' })).toBeInTheDocument();
    expect(screen.getByText('Marie Tremblay').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    answerNext({ data: [member(2, 'Gagnon')], total: 1 });
    await screen.findByText('Marie Gagnon');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it("makes the record's number a link to the record, for the keyboard", async () => {
    renderWith(<CustomerList />, {
      getList: (async () => ({ data: [member(42, 'Tremblay')], total: 1 })) as never,
    });
    const link = await screen.findByRole('link', { name: '0000042' });
    expect(link).toHaveAttribute('href', '#/customer-profile/42');
  });
});
