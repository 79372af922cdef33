import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RegionRow } from '../../src/domain/regionList.ts';
import type { FreeMinuteGrant } from '../../src/domain/freeMinutes/freeMinute.ts';
import { apiCall } from './api.ts';
import { seriousFindings, settled } from './axe.ts';
import { openSignedIn, poll, useBrowserPage } from './browser.ts';
import { E2E_MEMBERS, fixtureMemberId } from './fixtures.ts';
import { baseUrl } from './product.ts';

/** A code no demo promotion has (the seed's are words and years), the same every run on fresh data. */
const CODE = 'E2EJOURNEY19';

/** Picks `option` in the select labelled `label` (react-admin's selects are comboboxes with a listbox). */
const choose = async (page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) => {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** An "Add Free Minutes" file in the template's columns, with a byte-order mark as the product's own templates. */
const freeMinutesCsv = (customerId: number, minutes: readonly string[]) =>
  '\uFEFFreference,customerId,reason,freeMin,regions,expiry,expiryDays,expiryDate,ticket\n' +
  minutes
    .map((freeMin, row) => `E2E-MIN-${row + 1},${customerId},Service Recovery,${freeMin},1,days,30,,`)
    .join('\n') +
  '\n';

describe('promotions, promo codes and mass imports: the browser journey', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useBrowserPage({ viewport: { width: 1440, height: 900 }, bypassCSP: true });

  it('as mgmt creates a promotion in the modal over the list, then finds it by its code', async () => {
    await openSignedIn(page(), '/', 'mgmt@example.com');
    await page().goto(`${baseUrl}/promotion-search`);
    await settled(page());
    await page().getByRole('button', { name: 'Create promo code' }).click();
    const dialog = page().getByRole('dialog', { name: 'Add promo code' });
    await dialog.getByRole('textbox', { name: 'Promo code' }).fill(CODE);
    await choose(page(), dialog, 'Type', 'Non-join code');
    await choose(page(), dialog, 'Channel', 'Customer Care');
    await dialog.getByRole('combobox', { name: 'Regions' }).click();
    await page().getByRole('option', { name: 'Vancouver' }).click();
    await page().keyboard.press('Escape');
    await dialog.getByLabel('Free minutes').fill('45');
    await dialog.getByLabel('Days valid').fill('30');
    await dialog.getByLabel('Number of uses').fill('5');
    await dialog.getByLabel('Registration discount (%)').fill('10');
    // Today in Vancouver, the westernmost (and only) region, as the server reads it: not in the
    // past (spec 5). Node's zone data and the browser's may disagree on Vancouver's offset.
    const regions = await apiCall<RegionRow[]>(page(), '/api/regions');
    const startDate = regions.find((region) => region.name === 'Vancouver')?.today ?? '';
    await dialog.getByRole('group', { name: 'Start date' }).getByRole('spinbutton').first().click();
    await page().keyboard.type(startDate.replaceAll('-', ''));
    expect(await seriousFindings(page())).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page().getByRole('row').filter({ hasText: CODE }).waitFor();

    // Found again by its code, as staff would: the filter lands in the URL.
    await page().goto(`${baseUrl}/promotion-search`);
    await page().getByRole('textbox', { name: 'Promo code' }).fill(CODE.toLowerCase());
    await poll(() => page().getByRole('row').filter({ hasText: CODE }).count()).toBe(1);
    await poll(() => decodeURIComponent(page().url())).toContain(CODE.toLowerCase());
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
  });

  it('as msa applies the code to a member through the Apply Promo Code modal and sees the free minutes on the Billing tab', async () => {
    await openSignedIn(page(), '/', 'msa@example.com');
    const customerId = await fixtureMemberId(page(), E2E_MEMBERS.promoted);
    await page().goto(`${baseUrl}/customer-profile/${customerId}?tab=billing&view=freeMinutes`);
    await page().getByText('No free minutes granted to this member.').waitFor();
    const code = page().getByRole('textbox', { name: 'Promo code' });

    // Spec 5: a code that matches nothing is refused before any modal.
    await code.fill('NOSUCHCODE19');
    await page().getByRole('button', { name: 'Apply', exact: true }).click();
    await page().getByText('Invalid promo code').waitFor();

    await code.fill(CODE.toLowerCase());
    await page().getByRole('button', { name: 'Apply', exact: true }).click();
    const modal = page().getByRole('dialog', { name: 'Apply Promo Code' });
    await modal.getByText(CODE).waitFor();
    await modal.getByText('Vancouver').waitFor();
    await modal
      .getByText('A registration discount is not applied by this code: apply it to the member manually.')
      .waitFor();
    // Spec 9 modal widths: 750 px.
    expect((await modal.boundingBox())?.width).toBe(750);
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
    await modal.getByRole('button', { name: 'Confirm' }).click();
    await modal.waitFor({ state: 'detached' });
    await page().getByText('Promo code applied').waitFor();

    await page().getByRole('row').filter({ hasText: CODE }).waitFor();
    await page().getByText('45 minutes', { exact: true }).first().waitFor();
    // The grant is a zero-amount line of the ledger, with its minutes.
    await page().getByRole('tab', { name: 'All billing' }).click();
    await page()
      .getByRole('row')
      .filter({ hasText: `Free minutes granted: 45 · Promo Minutes Extension` })
      .filter({ hasText: '$0.00' })
      .waitFor();
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
  });

  it('as msa cancels a grant from the list with its reason, the summary dropping; a grant changed elsewhere first offers to reload', async () => {
    await openSignedIn(page(), '/', 'msa@example.com');
    const customerId = await fixtureMemberId(page(), E2E_MEMBERS.promoted);
    // Two grants of this test's own, told apart by their reasons (no other grant of the member has them).
    const grant = (reason: string, freeMin: number) =>
      apiCall<FreeMinuteGrant>(page(), '/api/customer-freeminute', {
        method: 'POST',
        body: { customerId: String(customerId), reason, freeMin, regions: [1], expiry: 'none' },
      });
    await grant('Goodwill / Thank You', 17);
    const stale = await grant('Service Disruption', 23);
    const { balance } = await apiCall<{ balance: number }>(
      page(),
      `/api/customer-freeminute/summary?customerId=${customerId}`,
    );
    const balanceShown = (minutes: number) =>
      page().getByText(`${minutes} minutes`, { exact: true }).first().waitFor();
    const rowOf = (reason: string) => page().getByRole('row').filter({ hasText: reason });

    await page().goto(`${baseUrl}/customer-profile/${customerId}?tab=billing&view=freeMinutes`);
    await balanceShown(balance);
    await rowOf('Goodwill / Thank You').getByRole('button', { name: 'Cancel' }).click();
    const dialog = page().getByRole('dialog', { name: 'Cancel free minutes' });
    await dialog.getByText('17 minutes left will be cancelled.').waitFor();
    // The reason is required.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Required').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason for cancelling' }).fill('Granted to the wrong member.');
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page().getByText('Free minutes cancelled').waitFor();
    await poll(() => rowOf('Goodwill / Thank You').textContent()).toContain('Cancelled');
    expect(await rowOf('Goodwill / Thank You').getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    await balanceShown(balance - 17);

    // Cancelled in another tab (here through the API) after this list was read: the save is refused (412).
    await apiCall(page(), `/api/customer-freeminute/${stale.id}/cancel`, {
      method: 'POST',
      body: { cancelReason: 'Cancelled in another tab.' },
      ifMatch: stale.version,
    });
    await rowOf('Service Disruption').getByRole('button', { name: 'Cancel' }).click();
    await dialog
      .getByRole('textbox', { name: 'Reason for cancelling' })
      .fill('Duplicate of an earlier grant.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const offer = page().getByRole('dialog', { name: 'Changed by someone else' });
    await offer.getByText('after you opened it').waitFor();
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
    await offer.getByRole('button', { name: 'Reload' }).click();
    await dialog.waitFor({ state: 'detached' });
    await poll(() => rowOf('Service Disruption').textContent()).toContain('Cancelled');
    await balanceShown(balance - 17 - 23);
    const cancelled = await apiCall<{ data: FreeMinuteGrant[] }>(
      page(),
      `/api/customer-freeminute?customerId=${customerId}`,
    );
    // The other tab's reason stands: the refused save changed nothing.
    expect(cancelled.data.find((g) => g.id === stale.id)?.cancelReason).toBe('Cancelled in another tab.');
  });

  it('as mgmt dry-runs a file with a bad row, sees the row error, fixes it and imports it, the log reaching Completed', async () => {
    await openSignedIn(page(), '/', 'mgmt@example.com');
    const customerId = await fixtureMemberId(page(), E2E_MEMBERS.promoted);
    await page().goto(`${baseUrl}/import`);
    await page().getByRole('tab', { name: 'Mass Minutes Import' }).click();
    const file = page().locator('input[type=file]');
    await file.setInputFiles({
      name: 'minutes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(freeMinutesCsv(customerId, ['20', '0'])),
    });
    const grantsBefore = await apiCall<{ totalCount: number }>(
      page(),
      `/api/customer-freeminute?customerId=${customerId}`,
    );
    await page().getByRole('button', { name: 'Dry run' }).click();
    const report = page().getByRole('table', { name: 'The rows that would not be imported, and why' });
    await report
      .getByRole('row')
      .filter({ hasText: 'freeMin' })
      .or(report.getByRole('row').filter({ hasText: 'Free minutes' }))
      .first()
      .waitFor();
    await page().getByText('1 of 2 rows can be imported.').waitFor();
    expect(await seriousFindings(page())).toEqual([]);
    // Nothing was written by the dry run.
    expect(
      (await apiCall<{ totalCount: number }>(page(), `/api/customer-freeminute?customerId=${customerId}`))
        .totalCount,
    ).toBe(grantsBefore.totalCount);

    await file.setInputFiles({
      name: 'minutes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(freeMinutesCsv(customerId, ['20', '25'])),
    });
    await page().getByRole('button', { name: 'Import', exact: true }).click();
    await page().getByRole('tab', { name: 'Import Log', selected: true }).waitFor();
    const row = page().getByRole('row').filter({ hasText: 'Add Free Minutes' }).first();
    await poll(() => row.textContent()).toContain('Completed');
    const grants = await apiCall<{ totalCount: number }>(
      page(),
      `/api/customer-freeminute?customerId=${customerId}`,
    );
    expect(grants.totalCount).toBe(grantsBefore.totalCount + 2);
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
  });
});
