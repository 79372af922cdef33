import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CustomerSearchRow } from '../../src/domain/customers/customerSearch.ts';
import type { Paginated } from '../../src/domain/pagination.ts';
import { apiCall } from './api.ts';
import { seriousFindings } from './axe.ts';
import { openSignedIn, poll, screenShows, useBrowserPage } from './browser.ts';
import { memberSearchPath } from '../../src/pages/home/searchKinds.ts';
import { SEARCH_MEMBERS } from './fixtures.ts';
import { baseUrl } from './product.ts';

const { wanted } = SEARCH_MEMBERS;

/** The wanted member as the search lists her: her id and her phone's ending come from the data. */
const wantedRow = async (page: Page) => {
  const { data } = await apiCall<Paginated<CustomerSearchRow>>(
    page,
    `/api/customer-process/searchCustomer?customerNumber=${wanted.customer_number}`,
  );
  if (data.length !== 1 || !data[0]!.phoneNumber) throw new Error('the wanted fixture member is missing');
  return data[0]!;
};

/** Text as staff type it, in each form free text is read; each must find the wanted member alone. */
const queries = (phoneNumber: string) => ({
  'First Last': `${wanted.first_name} ${wanted.last_name}`,
  'Last First': `${wanted.last_name} ${wanted.first_name}`,
  // Prefixes of each, in lower case: staff type the start of names.
  'first and last prefixes': `${wanted.first_name.slice(0, 5).toLowerCase()} ${wanted.last_name.slice(0, 4)}`,
  'first name alone': wanted.first_name,
  'e-mail prefix': wanted.email.slice(0, 6),
  'last 4 phone digits': phoneNumber.slice(-4),
});

/**
 * Types `text` and returns the search's answer to exactly that text: until it comes, the screen
 * still shows the previous text's rows, which a poll would take for the new ones.
 */
const typeAndAnswer = async (page: Page, box: Locator, text: string) => {
  const answer = page.waitForResponse(
    (r) => r.url().includes('/searchCustomer?') && new URL(r.url()).searchParams.get('q') === text && r.ok(),
  );
  await box.fill(text);
  const { data } = (await (await answer).json()) as Paginated<CustomerSearchRow>;
  return data.map((m) => m.customerNumber);
};

describe('finding a member as staff type them', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useBrowserPage({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
  beforeEach(async () => {
    await openSignedIn(page(), '/', 'msa@example.com');
  });

  it('from the home search: names in either order, a first name, an e-mail start, a phone ending', async () => {
    const row = await wantedRow(page());
    await page().goto(`${baseUrl}/`);
    const box = page().getByRole('searchbox', { name: 'Find a member, car or ticket' });
    const members = page().getByRole('list', { name: 'Members' });
    const found = () =>
      members.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const [form, text] of Object.entries(queries(row.phoneNumber!))) {
      expect({ form, answer: await typeAndAnswer(page(), box, text) }).toEqual({
        form,
        answer: [wanted.customer_number],
      });
      await poll(async () => ({ form, found: await found() })).toEqual({
        form,
        found: [`/customer-profile/${row.id}`, memberSearchPath(text)],
      });
      // Same-named members are told apart by customer number (and city, e-mail).
      expect(await members.getByRole('link').first().textContent()).toContain(wanted.customer_number);
    }
    expect(await seriousFindings(page())).toEqual([]);
  });

  it("from the member search's free text: the same forms, the wanted member's row alone", async () => {
    const { phoneNumber } = await wantedRow(page());
    await page().goto(`${baseUrl}/customer-search`);
    await screenShows(page(), 'Customer search');
    const box = page().getByRole('textbox', { name: 'Search', exact: true });
    const numbers = () => page().locator('tbody td.column-customerNumber').allTextContents();
    for (const [form, text] of Object.entries(queries(phoneNumber!))) {
      expect({ form, answer: await typeAndAnswer(page(), box, text) }).toEqual({
        form,
        answer: [wanted.customer_number],
      });
      await poll(async () => ({ form, numbers: await numbers() })).toEqual({
        form,
        numbers: [wanted.customer_number],
      });
    }
    expect(await seriousFindings(page())).toEqual([]);
  });
});
