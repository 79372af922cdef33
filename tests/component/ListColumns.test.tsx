import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerSearchRow } from '../../src/domain/customers/customerSearch.ts';
import type { ListColumns } from '../../src/domain/savedSearches/listColumns.ts';
import { loadProfile } from '../../src/resources/customers/profile/ProfileRoute.tsx';
import { CustomerList } from '../../src/resources/customers/CustomerList.tsx';
import { englishI18n } from './testProviders.ts';

// The list loads the profile's chunk once idle; the file waits for it (see AppList.test.tsx).
afterAll(() => loadProfile());

const MEMBER: CustomerSearchRow = {
  id: 1,
  customerNumber: '0000001',
  firstName: 'Marie',
  lastName: 'Tremblay',
  preferredName: null,
  emailAddress: 'marie@example.com',
  phoneNumber: null,
  city: 'Laval',
  province: 'QC',
  accountStatus: 'ACTIVE',
  accountSuspendStatus: 'UNSUSPENDED',
  outstandingBalanceAmount: 0,
  customerCreateDate: '2021-06-15T12:00:00Z',
};

/** A server holding one staff member's choice of the members list's columns, saved from its version. */
const fakeServer = (held: ListColumns) =>
  vi.fn(async (resource: string, verb: string, params: Record<string, unknown>) => {
    if (resource === 'savedSearches') return [];
    expect([resource, params.resource]).toEqual(['listColumns', 'customers']);
    if (verb === 'FETCH') return held;
    expect(params.ifMatch).toBe(held.version);
    held = {
      resource: 'customers',
      hidden: params.hidden as string[],
      ranks: params.ranks as number[],
      version: held.version + 1,
    };
    return held;
  });

const renderList = (call: ReturnType<typeof fakeServer>, store = memoryStore()) => {
  render(
    <AdminContext
      dataProvider={testDataProvider({ getList: async () => ({ data: [MEMBER], total: 1 }), call } as never)}
      i18nProvider={englishI18n()}
      store={store}
    >
      <CustomerList />
    </AdminContext>,
  );
  return store;
};
/** The table's column names; the open picker hides the page from the accessibility tree, not from sight. */
const headers = () =>
  screen.getAllByRole('columnheader', { hidden: true }).map((header) => header.textContent);

describe('the Columns button of every list (spec 2, 9)', () => {
  beforeEach(() => {
    window.location.hash = '#/';
  });

  it('shows the list’s default columns to someone who chose none, whatever this browser held', async () => {
    // Another person's choice left in this browser's store.
    const store = memoryStore({ 'customers.datatable': ['customerCreateDate'] });
    renderList(fakeServer({ resource: 'customers', hidden: null, ranks: null, version: 0 }), store);
    await screen.findByText('Marie Tremblay');
    expect(headers()).toContain('Member since');
    expect(headers()).not.toContain('City');
    expect(headers()).not.toContain('Suspension');
  });

  it('draws the staff member’s own choice from the server, and saves a change from its version', async () => {
    const user = userEvent.setup();
    const call = fakeServer({ resource: 'customers', hidden: ['emailAddress'], ranks: [], version: 3 });
    renderList(call);
    await screen.findByText('Marie Tremblay');
    expect(headers()).not.toContain('E-mail');
    expect(headers()).toContain('City');

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const picker = document.getElementById('customers.datatable-columnsSelector')!;
    await user.click(await within(picker).findByLabelText('City'));
    await waitFor(() => expect(headers()).not.toContain('City'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('listColumns', 'UPDATE', {
        resource: 'customers',
        hidden: ['emailAddress', 'city'],
        ranks: [],
        ifMatch: 3,
      }),
    );
    // A second change goes from the version the first save answered.
    await user.click(within(picker).getByLabelText('E-mail'));
    await waitFor(() =>
      expect(call).toHaveBeenLastCalledWith('listColumns', 'UPDATE', {
        resource: 'customers',
        hidden: ['city'],
        ranks: [],
        ifMatch: 4,
      }),
    );
    expect(headers()).toContain('E-mail');
  });
});
