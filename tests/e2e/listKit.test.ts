import { describe, expect, it } from 'vitest';
import { seriousFindings } from './axe.ts';
import { poll, screenShows, useSignedInPage } from './browser.ts';
import { baseUrl } from './product.ts';

const queryKeys = (url: string) => [...new URL(url).searchParams.keys()].sort();

describe('lists staff can live in, on the member and ticket searches', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useSignedInPage('sysadm@example.com', {
    viewport: { width: 1440, height: 900 },
    bypassCSP: true,
  });

  it('a fresh search writes only chosen values to the URL, and "Clear the filters" undoes it', async () => {
    await page().goto(`${baseUrl}/customer-search`);
    await screenShows(page(), 'Customer search');
    await page().locator('tbody tr').first().waitFor();
    const clear = page().getByRole('button', { name: 'Clear the filters' });
    expect(await clear.isVisible()).toBe(false);

    await page().getByLabel('Last name').fill('Tr');
    await poll(() => new URL(page().url()).searchParams.get('filter')).toBe('{"lastName":"Tr"}');
    await poll(() => queryKeys(page().url())).toEqual(['filter', 'page', 'perPage']);
    expect(await seriousFindings(page())).toEqual([]);

    await clear.click();
    await poll(() => new URL(page().url()).searchParams.get('filter')).toBeNull();
    await poll(() => page().getByLabel('Last name').inputValue()).toBe('');
  });

  it('the Status filter closes on a pick, and a ticket opens from its number by keyboard', async () => {
    await page().goto(`${baseUrl}/ticket-search`);
    await screenShows(page(), 'Tickets');
    await page().locator('tbody tr').first().waitFor();

    await page().getByRole('combobox', { name: 'Status' }).click();
    await page().getByRole('option', { name: 'New', exact: true }).click();
    await page().getByRole('listbox').waitFor({ state: 'detached' });
    await poll(() => new URL(page().url()).searchParams.get('filter')).toBe('{"status":["New"]}');
    expect(await seriousFindings(page())).toEqual([]);

    const number = page().locator('tbody tr').first().getByRole('link');
    await poll(() => number.textContent()).toMatch(/^\d+$/);
    const id = await number.textContent();
    // The link is in the Tab order: Shift+Tab then Tab from it lands on it again.
    await number.focus();
    await page().keyboard.press('Shift+Tab');
    await page().keyboard.press('Tab');
    expect(await number.evaluate((link) => link === document.activeElement)).toBe(true);
    await page().keyboard.press('Enter');
    await poll(() => new URL(page().url()).pathname).toBe(`/edit-ticket/${id}`);
  });
});
