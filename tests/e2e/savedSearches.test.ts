import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../src/domain/savedSearches/savedSearch.ts';
import { apiCall } from './api.ts';
import { seriousFindings } from './axe.ts';
import { loginShown, poll, screenShows, signIn, useOwnAccount, useSignedInPage } from './browser.ts';
import { baseUrl } from './product.ts';

/** The side panel of saved searches beside the list. */
const panel = (page: Page) => page.getByRole('complementary').filter({ hasText: 'Saved queries' });
const filterInUrl = (page: Page) => new URL(page.url()).searchParams.get('filter');
const savedOnServer = async (page: Page) =>
  (await apiCall<SavedSearch[]>(page, '/api/saved-searches?resource=tickets')).map((s) => s.label);

describe('saved searches follow the staff member, on the ticket search', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  // Its own account: its sign-out would end the sessions of any other file signed in as sysadm.
  const sysadm = useOwnAccount('SYSADM', 'saved-searches');
  const page = useSignedInPage(sysadm, {
    viewport: { width: 1440, height: 900 },
    bypassCSP: true,
  });

  it('saves a search under a name, signs out, clears the browser, signs in and opens it', async () => {
    const label = `New ones ${Date.now().toString(36)}`;
    await page().goto(`${baseUrl}/ticket-search`);
    await screenShows(page(), 'Tickets');
    await page().getByRole('combobox', { name: 'Status' }).click();
    await page().getByRole('option', { name: 'New', exact: true }).click();
    await page().getByRole('listbox').waitFor({ state: 'detached' });
    await poll(() => filterInUrl(page())).toBe('{"status":["New"]}');

    await panel(page()).getByRole('button', { name: 'Save current query...' }).click();
    const dialog = page().getByRole('dialog', { name: 'Save current query as' });
    const name = dialog.getByLabel('Query name');
    // A name too long is refused in the dialog, translated, before any call.
    await name.fill('x'.repeat(61));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Must be at most 60 characters').waitFor();
    expect(await seriousFindings(page())).toEqual([]);
    await name.fill(label);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await panel(page()).getByRole('button', { name: label }).waitFor();
    expect(await savedOnServer(page())).toContain(label);

    await page()
      .getByRole('button', { name: /profile|account|user/i })
      .first()
      .click();
    await page().getByText('Logout').click();
    await loginShown(page());
    // Nothing of the browser's is left to find the search by: it can only come from the server.
    await page().evaluate(() => localStorage.clear());
    await signIn(page(), sysadm);

    // Sign-in goes back to the filtered list; the search is opened from the unfiltered one.
    await page().goto(`${baseUrl}/ticket-search?filter=%7B%7D`);
    await screenShows(page(), 'Tickets');
    await poll(() => filterInUrl(page()) ?? '{}').toBe('{}');
    await panel(page()).getByRole('button', { name: label }).click();
    await poll(() => filterInUrl(page())).toBe('{"status":["New"]}');
    expect(await seriousFindings(page())).toEqual([]);

    // Removed, it is gone from the server too.
    await panel(page()).getByRole('button', { name: 'Remove saved query' }).click();
    await page()
      .getByRole('dialog', { name: 'Remove saved query?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await panel(page()).getByRole('button', { name: label }).waitFor({ state: 'detached' });
    expect(await savedOnServer(page())).not.toContain(label);
  });

  it('moves the saved queries the browser held to the server once, and empties the browser', async () => {
    const label = `From the browser ${Date.now().toString(36)}`;
    const held = [
      {
        label,
        value: {
          filter: { status: ['Deferred'] },
          sort: { field: 'createDateTime', order: 'DESC' },
          perPage: 25,
          displayedFilters: {},
        },
      },
    ];
    await page().evaluate((queries) => {
      localStorage.setItem('RaStore.tickets.savedQueries', JSON.stringify(queries));
    }, held);
    await page().goto(`${baseUrl}/ticket-search`);
    await screenShows(page(), 'Tickets');
    await panel(page()).getByRole('button', { name: label }).waitFor();
    await poll(() => page().evaluate(() => localStorage.getItem('RaStore.tickets.savedQueries'))).toBeNull();
    expect(await savedOnServer(page())).toContain(label);
  });
});
