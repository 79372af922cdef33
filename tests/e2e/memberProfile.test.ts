import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CustomerDetail } from '../../src/domain/customers/customerDetail.ts';
import type { CustomerSearchRow } from '../../src/domain/customers/customerSearch.ts';
import type { Paginated } from '../../src/domain/pagination.ts';
import { apiCall } from './api.ts';
import { openSignedIn, poll, useBrowserPage } from './browser.ts';
import { seriousFindings } from './axe.ts';
import { baseUrl } from './product.ts';

const contact = (page: Page) => page.getByRole('region', { name: 'Contact' });
const emailInput = (page: Page) => contact(page).getByRole('textbox', { name: /E-mail/ });

describe('member profile (spec 2 Customer profile, spec 3 Customer detail, spec 7 Customer detail update)', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useBrowserPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  beforeEach(async () => {
    await openSignedIn(page(), '/', 'msa@example.com');
  });

  it('opens a member from the search, changes the e-mail, saves, and finds it saved after a reload', async () => {
    // A member the other browser tests do not edit: the third in customer-number order.
    const { data } = await apiCall<Paginated<CustomerSearchRow>>(
      page(),
      '/api/customer-process/searchCustomer?sort=customerNumber&count=3',
    );
    const member = data[2];
    if (!member) throw new Error('the demo data has fewer than three members');
    const changed = `profile.e2e.${Date.now()}@example.com`;

    await page().goto(`${baseUrl}/customer-search`);
    await page().getByRole('textbox', { name: 'Customer number' }).fill(member.customerNumber);
    await page().getByRole('link', { name: member.customerNumber, exact: true }).click();
    await page().waitForURL(`**/customer-profile/${member.id}**`);
    await poll(() => emailInput(page()).inputValue()).toBe(member.emailAddress);

    await emailInput(page()).fill(changed);
    // The notification is transient: watch for it from before the click.
    const saved = page().getByText('The changes have been applied successfully').waitFor();
    await page().getByRole('button', { name: 'Save profile' }).click();
    await saved;

    await page().reload();
    await poll(() => emailInput(page()).inputValue()).toBe(changed);
    const stored = await apiCall<CustomerDetail>(page(), `/api/customer/${member.id}`);
    expect(stored.emailAddress).toBe(changed);
    expect(await seriousFindings(page())).toEqual([]);

    // Spec 5 Activity log: the change, who made it, from what to what.
    await page().getByRole('tab', { name: 'Activity Log' }).click();
    const log = page().getByRole('table', { name: 'Changes made to the member, newest first' });
    const entry = log.getByRole('row').filter({ hasText: changed });
    await entry.waitFor();
    expect(await entry.first().textContent()).toContain(member.emailAddress);
    expect(await seriousFindings(page())).toEqual([]);
  });

  it('spec 5 Customer search: finds a member by a phone typed with punctuation and by a last-name prefix; the URL holds only those filters', async () => {
    const { data } = await apiCall<Paginated<CustomerSearchRow>>(
      page(),
      '/api/customer-process/searchCustomer?sort=customerNumber&count=4',
    );
    const member = data[3];
    if (!member) throw new Error('the demo data has fewer than four members');
    // The phone searched for below, given to this member through its Contact section.
    await page().goto(`${baseUrl}/customer-profile/${member.id}`);
    const phone = contact(page()).getByRole('textbox', { name: /Phone/ });
    await poll(() => emailInput(page()).inputValue()).toBe(member.emailAddress);
    await phone.fill('6045550101');
    const saved = page().getByText('The changes have been applied successfully').waitFor();
    await page().getByRole('button', { name: 'Save profile' }).click();
    await saved;

    await page().goto(`${baseUrl}/customer-search`);
    const search = async (label: RegExp, value: string) => {
      await page().getByRole('textbox', { name: label }).fill(value);
      await page().getByRole('link', { name: member.customerNumber, exact: true }).waitFor();
    };
    await search(/^Phone/, '(604) 555-0101');
    const filterOf = () =>
      JSON.parse(new URL(page().url().replace('#/', '')).searchParams.get('filter') ?? '{}');
    expect(filterOf()).toEqual({ phone: '(604) 555-0101' });
    const prefix = member.lastName.slice(0, 3);
    const answered = page().waitForResponse(
      (r) => r.url().includes('searchCustomer') && r.url().includes(`lastName=${encodeURIComponent(prefix)}`),
    );
    await page()
      .getByRole('textbox', { name: /^Phone/ })
      .fill('');
    await search(/^Last name/, prefix);
    const found = (await (await answered).json()) as Paginated<CustomerSearchRow>;
    await poll(filterOf).toEqual({ lastName: prefix });
    const rows = () => page().getByRole('row').allTextContents();
    // The list settles on the prefix's rows: its header and one row per member answered.
    await poll(async () => (await rows()).length).toBe(found.data.length + 1);
    const before = await rows();
    await page().reload();
    await poll(rows).toEqual(before);
    await page().getByRole('link', { name: member.customerNumber, exact: true }).click();
    await page().waitForURL(`**/customer-profile/${member.id}**`);
  });

  it('spec 5: a phone with punctuation is refused in the form, before anything is sent', async () => {
    const { data } = await apiCall<Paginated<CustomerSearchRow>>(
      page(),
      '/api/customer-process/searchCustomer?sort=customerNumber&count=5',
    );
    const member = data.find((row) => row.phoneNumber)!;
    await page().goto(`${baseUrl}/customer-profile/${member.id}`);
    const phone = contact(page()).getByRole('textbox', { name: /Phone/ });
    await poll(() => phone.inputValue()).not.toBe('');
    await phone.fill('(604) 555-0101');
    await phone.blur();
    await contact(page()).getByText('Digits only: a valid 10-digit North American number').waitFor();
  });
});
