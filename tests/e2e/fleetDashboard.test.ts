import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousFindings, settled } from './axe.ts';
import { poll, screenShows, useSignedInPage } from './browser.ts';
import { E2E_DASH_CARS } from './fixtures.ts';
import { baseUrl } from './product.ts';

const options = { viewport: { width: 1440, height: 900 }, bypassCSP: true };

/** Opens the dashboard on Montreal's fleet, where the E2E-DASH cars are. */
const openMontreal = async (page: Page) => {
  await page.goto(`${baseUrl}/fleet-management`);
  await screenShows(page, 'Fleet Management');
  await page.getByRole('combobox', { name: 'Fleet' }).click();
  await page.getByRole('option', { name: 'Montreal', exact: true }).click();
  await page.getByRole('table', { name: 'Cars by state per fleet' }).waitFor();
};

/** Montreal's count of cars in a state, read from the numbers beside the chart. */
const countOf = (page: Page, state: string) =>
  page.getByRole('table', { name: 'Cars by state per fleet' }).evaluate((table, column) => {
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    const index = headers.indexOf(column);
    const row = [...table.querySelectorAll('tbody tr')].find((tr) => tr.textContent?.startsWith('Montreal'));
    return index < 0 || !row ? 0 : Number(row.children[index]?.textContent);
  }, state);

describe('the fleet dashboard (spec 1, spec 2 Fleet dashboard car-state selection)', () => {
  describe('as sysadm@example.com', () => {
    const page = useSignedInPage('sysadm@example.com', options);

    it('selects five sleeping cars, moves them out of service at once, and the counts change', async () => {
      await openMontreal(page());
      expect(page().url()).toContain('fleet=');
      const available = await countOf(page(), 'Available');
      const outOfService = await countOf(page(), 'Out of service');
      const lowFuel = page().getByRole('table', { name: /^Low fuel/ });
      for (const car of E2E_DASH_CARS)
        await lowFuel.getByRole('checkbox', { name: `Select ${car.plate_number}` }).check();
      await page().getByText('5 cars selected', { exact: true }).waitFor();
      await settled(page());
      expect(await seriousFindings(page())).toEqual([]);

      await page().getByRole('button', { name: 'Change state' }).click();
      const dialog = page().getByRole('dialog', { name: 'Change the state of 5 cars' });
      await dialog.getByRole('radio', { name: 'Out of service' }).check();
      await dialog.getByRole('button', { name: 'Change', exact: true }).click();
      await poll(() => dialog.getByText('Changed', { exact: true }).count()).toBe(5);
      await dialog.getByText('5 cars changed, 0 cars not changed').waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();

      await poll(() => countOf(page(), 'Available')).toBe(available - 5);
      await poll(() => countOf(page(), 'Out of service')).toBe(outOfService + 5);
    });
  });

  describe('as support@example.com', () => {
    const page = useSignedInPage('support@example.com', options);

    it('sees the dashboard without any state-change action', async () => {
      await openMontreal(page());
      const lowFuel = page().getByRole('table', { name: /^Low fuel/ });
      await lowFuel.getByText(E2E_DASH_CARS[0]!.plate_number, { exact: true }).waitFor();
      expect(await page().getByRole('checkbox').count()).toBe(0);
      expect(await page().getByRole('button', { name: 'Change state' }).count()).toBe(0);
      // Spec 1: the boxes silent past FLEET_SILENT_HOURS (24 h), each with its last report.
      const silent = page().getByRole('table', { name: 'Silent boxes (no report for over 24 h)' });
      await silent.getByRole('columnheader', { name: 'Last report' }).waitFor();
      await settled(page());
      expect(await seriousFindings(page())).toEqual([]);
    });
  });
});
