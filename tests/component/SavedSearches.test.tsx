import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.ts';
import { HttpError } from '../../src/dataProvider/HttpError.ts';
import type { SavedSearch } from '../../src/domain/savedSearches/savedSearch.ts';
import { loadProfile } from '../../src/resources/customers/profile/ProfileRoute.tsx';
import { CustomerList } from '../../src/resources/customers/CustomerList.tsx';
import { englishI18n } from './testProviders.ts';

// The list loads the profile's chunk once idle; the file waits for it (see AppList.test.tsx).
afterAll(() => loadProfile());

const VALUE = {
  filter: { lastName: 'Trem' },
  sort: { field: 'lastName', order: 'ASC' as const },
  perPage: 25,
  displayedFilters: {},
};
const search = (id: string, label: string, value = VALUE): SavedSearch => ({
  id,
  resource: 'customers',
  label,
  value,
  createdAt: '2026-11-01T10:00:00Z',
});

/** A server holding `searches`, whose ADD refuses a name it holds as the engine reports it. */
const fakeServer = (searches: SavedSearch[]) =>
  vi.fn(async (resource: string, verb: string, params: Record<string, unknown>) => {
    expect(resource).toBe('savedSearches');
    if (verb === 'SEARCH') return searches.filter((s) => s.resource === params.resource);
    if (verb === 'DELETE') {
      searches.splice(
        searches.findIndex((s) => s.id === params.id),
        1,
      );
      return null;
    }
    const label = String(params.label);
    if (searches.some((s) => s.label.toLowerCase() === label.toLowerCase()))
      throw new HttpError(en.savedSearches.labelTaken, 409, { messageKey: 'savedSearches.labelTaken' });
    const added = search(String(searches.length + 10), label, params.value as typeof VALUE);
    searches.push(added);
    return added;
  });

const renderList = (call: ReturnType<typeof fakeServer>, store = memoryStore()) => {
  const getList = vi.fn(async () => ({ data: [], total: 0 }));
  render(
    <AdminContext
      dataProvider={testDataProvider({ getList, call } as never)}
      i18nProvider={englishI18n()}
      store={store}
    >
      <CustomerList />
    </AdminContext>,
  );
  return getList;
};
const panel = () => screen.getByRole('complementary');

describe('the saved searches panel reads and writes the server', () => {
  beforeEach(() => {
    window.location.hash = '#/';
  });

  it('lists my searches; one opens the list on its filter and order, its cross clears it', async () => {
    const user = userEvent.setup();
    const getList = renderList(fakeServer([search('1', 'Tremblays')]));
    await user.click(await within(panel()).findByRole('button', { name: 'Tremblays' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'customers',
        expect.objectContaining({ filter: VALUE.filter, sort: VALUE.sort }),
      ),
    );
    await user.click(within(panel()).getByRole('button', { name: 'Remove this filter' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('customers', expect.objectContaining({ filter: {} })),
    );
  });

  it('saves the current search under a name; a name taken or too long is refused in the dialog', async () => {
    const user = userEvent.setup();
    window.location.hash = `#/?filter=${encodeURIComponent('{"lastName":"Gag"}')}`;
    const call = fakeServer([search('1', 'Gagnés')]);
    renderList(call);
    await user.click(await within(panel()).findByRole('button', { name: 'Save current query...' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save current query as' });
    const name = within(dialog).getByLabelText('Query name');

    await user.type(name, 'x'.repeat(61));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be at most 60 characters')).toBeVisible();
    expect(call.mock.calls.filter(([, verb]) => verb === 'ADD')).toEqual([]);

    await user.clear(name);
    await user.type(name, 'GAGNÉS');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(en.savedSearches.labelTaken)).toBeVisible();

    await user.clear(name);
    await user.type(name, 'Gag only');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(panel()).findByRole('button', { name: 'Gag only' })).toBeVisible();
    expect(call).toHaveBeenCalledWith(
      'savedSearches',
      'ADD',
      expect.objectContaining({ resource: 'customers', label: 'Gag only' }),
    );
    // Saved, the current search offers removal instead.
    expect(within(panel()).getByRole('button', { name: 'Remove saved query' })).toBeVisible();
  });

  it('moves what the browser held to the server once, skipping a name already there', async () => {
    const store = memoryStore({
      'customers.savedQueries': [
        { label: 'From the browser', value: VALUE },
        { label: 'tremblays', value: VALUE },
      ],
    });
    const call = fakeServer([search('1', 'Tremblays')]);
    renderList(call, store);
    expect(await within(panel()).findByRole('button', { name: 'From the browser' })).toBeVisible();
    expect(within(panel()).getAllByRole('button', { name: /tremblays/i })).toHaveLength(1);
    expect(store.getItem('customers.savedQueries')).toBeUndefined();
    expect(call.mock.calls.filter(([, verb]) => verb === 'ADD')).toHaveLength(2);
  });
});
