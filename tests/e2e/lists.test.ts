import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CustomerSearchRow } from '../../src/domain/customers/customerSearch.ts';
import type { Paginated } from '../../src/domain/pagination.ts';
import { apiCall } from './api.ts';
import { poll, screenShows, useSignedInPage } from './browser.ts';
import { FORMULA_FILTER, FORMULA_MEMBERS } from './fixtures.ts';
import { baseUrl } from './product.ts';

const membersAt = (filter: object = {}) =>
  `${baseUrl}/customer-search?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const column = (page: Page, source: string) => page.locator(`tbody td.column-${source}`);
const headerButton = (page: Page, name: string) =>
  page.getByRole('columnheader', { name }).getByRole('button');
const search = (page: Page, query: string) =>
  apiCall<Paginated<CustomerSearchRow>>(page, `/api/customer-process/searchCustomer?${query}`);

describe('lists staff expect, on the members list', () => {
  const page = useSignedInPage('sysadm@example.com', { viewport: { width: 1440, height: 900 } });

  it('sorts by a clicked column header, one way then the other, as the server orders', async () => {
    await page().goto(membersAt());
    await screenShows(page(), 'Customer search');
    await column(page(), 'emailAddress').first().waitFor();
    const ascending = (await search(page(), 'sort=emailAddress&order=ASC&count=25')).data;
    const descending = (await search(page(), 'sort=emailAddress&order=DESC&count=25')).data;
    expect(ascending[0]!.emailAddress).not.toBe(descending[0]!.emailAddress);

    await headerButton(page(), 'E-mail').click();
    await poll(() => column(page(), 'emailAddress').allTextContents()).toEqual(
      ascending.map((m) => m.emailAddress),
    );
    await headerButton(page(), 'E-mail').click();
    await poll(() => column(page(), 'emailAddress').allTextContents()).toEqual(
      descending.map((m) => m.emailAddress),
    );
    const url = new URL(page().url());
    expect([url.searchParams.get('sort'), url.searchParams.get('order')]).toEqual(['emailAddress', 'DESC']);
  });

  it('shows 50 rows a page when asked, and keeps it in the URL across a reload', async () => {
    await page().goto(membersAt());
    await column(page(), 'emailAddress').first().waitFor();
    expect(await column(page(), 'emailAddress').count()).toBe(25);
    await page()
      .getByRole('combobox', { name: /Rows per page/ })
      .click();
    await page().getByRole('option', { name: '50' }).click();
    await poll(() => column(page(), 'emailAddress').count()).toBe(50);
    expect(new URL(page().url()).searchParams.get('perPage')).toBe('50');
    await page().reload();
    await poll(() => column(page(), 'emailAddress').count()).toBe(50);
  });

  it('exports the CSV of the filtered list: its rows only, formula-like cells neutralised', async () => {
    await page().goto(membersAt(FORMULA_FILTER));
    await column(page(), 'customerNumber').first().waitFor();
    await poll(() => column(page(), 'customerNumber').count()).toBe(FORMULA_MEMBERS.length);
    const download = page().waitForEvent('download');
    await page().getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const text = await readFile((await file.path())!, 'utf8');
    const [header, ...rows] = Papa.parse<string[]>(text.trim(), { skipEmptyLines: true }).data;
    expect(header!.length).toBeGreaterThan(1);
    expect(rows).toHaveLength(FORMULA_MEMBERS.length);
    const cells = rows.flat();
    for (const member of FORMULA_MEMBERS) expect(cells).toContain(member.customerNumber);
    // A spreadsheet must not run them: no text cell starts like a formula...
    const formulaLike = cells.filter((cell) => /^[=+\-@]/.test(cell) && Number.isNaN(Number(cell)));
    expect(formulaLike).toEqual([]);
    // ...and the names are still there, behind whatever neutralised them.
    for (const member of FORMULA_MEMBERS) {
      expect(cells.some((cell) => cell !== member.lastName && cell.endsWith(member.lastName))).toBe(true);
    }
  });

  it('shows a partial phone error beside the field and no stale rows meanwhile', async () => {
    await page().goto(membersAt());
    await column(page(), 'emailAddress').first().waitFor();
    const phone = page().getByRole('textbox', { name: 'Phone' });
    await phone.fill('604555');
    await phone.blur();
    await page().getByText('Must be a valid 10-digit North American phone number').first().waitFor();
    await page()
      .getByText(/No rows while a filter is invalid/)
      .waitFor();
    expect(await column(page(), 'emailAddress').count()).toBe(0);
  });
});
