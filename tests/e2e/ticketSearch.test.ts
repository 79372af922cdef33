import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '../../i18n/en.ts';
import fr from '../../i18n/fr.ts';
import type { Paginated } from '../../src/domain/pagination.ts';
import { ticketCategoryOf } from '../../src/domain/tickets/ticketCategories.ts';
import type { TicketSearchRow } from '../../src/domain/tickets/tickets.ts';
import { apiCall } from './api.ts';
import { seriousFindings } from './axe.ts';
import { openSignedIn, poll, useBrowserPage } from './browser.ts';
import { baseUrl } from './product.ts';

const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp';

const textOf = (messages: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) as string;

/** The filter the list keeps in the page's query string. */
const filterInUrl = (page: Page) =>
  JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, unknown>;

/** The ticket numbers of the rows on screen, in order. */
const shownIds = (page: Page) =>
  page
    .locator('table tbody tr')
    .evaluateAll((rows) => rows.map((row) => Number(row.querySelector('td')?.textContent)));

describe('ticket search (spec 3 Ticket search filters) as SUPPORT', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useBrowserPage({ viewport: { width: 1400, height: 1000 }, bypassCSP: true });
  beforeEach(async () => {
    await openSignedIn(page(), '/ticket-search', 'support@example.com');
  });

  it('filters by category and status, keeps only those in the URL, the same rows after a reload, French labels', async () => {
    // A category the demo data uses with the status New, and the server's own answer to that search.
    const [sample] = (await apiCall<Paginated<TicketSearchRow>>(page(), '/api/tickets?status=New&count=1'))
      .data;
    if (!sample) throw new Error('the demo data has no New ticket');
    const category = ticketCategoryOf(sample.categories[0]!)!;
    const expected = (
      await apiCall<Paginated<TicketSearchRow>>(
        page(),
        `/api/tickets?categories=${category.value}&status=New&count=25`,
      )
    ).data.map((row) => row.id);
    expect(expected).toContain(sample.id);
    const english = textOf(en, category.label);
    const french = textOf(fr, category.label);

    await page().getByRole('button', { name: 'Choose categories' }).click();
    const picker = page().getByRole('dialog', { name: 'Ticket categories' });
    await picker.getByRole('textbox', { name: 'Search the categories' }).fill(english);
    await picker.getByRole('checkbox', { name: english, exact: true }).check();
    expect(await picker.getByRole('region', { name: 'Selected (1)' }).textContent()).toContain(english);
    expect(await seriousFindings(page())).toEqual([]);
    await picker.getByRole('button', { name: 'Confirm' }).click();
    await picker.waitFor({ state: 'detached' });

    await page().getByRole('combobox', { name: 'Status' }).click();
    await page().getByRole('option', { name: 'New', exact: true }).click();
    await page().keyboard.press('Escape');

    await poll(() => filterInUrl(page())).toEqual({ categories: [category.value], status: ['New'] });
    await poll(() => shownIds(page())).toEqual(expected);
    expect(await seriousFindings(page())).toEqual([]);

    await page().reload();
    await poll(() => shownIds(page())).toEqual(expected);
    expect(filterInUrl(page())).toEqual({ categories: [category.value], status: ['New'] });
    expect(await page().getByRole('list', { name: 'Categories' }).textContent()).toBe(english);

    await page()
      .getByRole('button', { name: /Switch language to FR/ })
      .click();
    const row = page()
      .locator('table tbody tr')
      .filter({ hasText: String(sample.id) })
      .first();
    // The categories are a column a click away (Columns, spec 2 and 9): shown, read, then hidden
    // again, so this account's choice stays the list's default for the other files.
    await page().getByRole('button', { name: 'Colonnes' }).click();
    const categoriesColumn = page().getByRole('switch', { name: 'Catégories' });
    await categoriesColumn.click();
    await poll(() => row.textContent()).toContain(french);
    await categoriesColumn.click();
    await page().keyboard.press('Escape');
    await poll(() => row.textContent()).not.toContain(french);
    expect(await page().getByRole('list', { name: 'Catégories' }).textContent()).toBe(french);
    expect(french).not.toBe(english);
    expect(await seriousFindings(page())).toEqual([]);
    await page().screenshot({ path: `${SHOTS}/ticket-search-fr.png`, fullPage: true });
  });

  const findByWord = async (language: 'en' | 'fr') => {
    // French has English's keys, at every depth (tests/unit/i18n.test.ts).
    const texts = language === 'en' ? en : (fr as unknown as typeof en);
    if (language === 'fr')
      await page()
        .getByRole('button', { name: /Switch language to FR/ })
        .click();
    const [sample] = (await apiCall<Paginated<TicketSearchRow>>(page(), '/api/tickets?count=1')).data;
    if (!sample) throw new Error('the demo data has no ticket');
    // The subject's longest word, as staff remember it.
    const word = sample.subject.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
    const expected = (
      await apiCall<Paginated<TicketSearchRow>>(
        page(),
        `/api/tickets?keyword=${encodeURIComponent(word)}&count=25`,
      )
    ).data.map((row) => row.id);
    expect(expected).toContain(sample.id);
    await page().getByRole('textbox', { name: texts.ticketSearch.fields.keyword }).fill(word.toLowerCase());
    await poll(() => filterInUrl(page()).keyword).toBe(word.toLowerCase());
    await poll(() => shownIds(page())).toEqual(expected);
    expect(await seriousFindings(page())).toEqual([]);

    await page().goto(`${baseUrl}/`);
    await page().getByRole('searchbox').fill(word);
    const tickets = page().getByRole('list', { name: texts.home.kinds.tickets });
    const name = texts.home.ticket.replace('%{id}', String(sample.id));
    await tickets.getByRole('link', { name: new RegExp(`^${name}\\b`) }).waitFor();
    expect(await seriousFindings(page())).toEqual([]);
  };

  it('finds a ticket by a word of its subject, in the list and in the home box', async () => {
    await findByWord('en');
  });

  it('finds it the same way in French', async () => {
    await findByWord('fr');
  });
});
