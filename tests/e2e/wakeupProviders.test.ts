import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousFindings, settled } from './axe.ts';
import { poll, useSignedInPage } from './browser.ts';
import { baseUrl } from './product.ts';

/** The provider a fleet's row shows, and its Switch provider button. */
const fleetRow = (page: Page, fleet: string) =>
  page
    .getByRole('table', { name: 'Providers by fleet' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: fleet, exact: true }) });

/** Switches the fleet's provider through the confirmation, and waits until the row shows the new one. */
const switchProvider = async (page: Page, fleet: string, from: string) => {
  const target = from === 'JASPER' ? 'TWILIO' : 'JASPER';
  await page.getByRole('button', { name: `Switch provider for ${fleet}` }).click();
  const dialog = page.getByRole('dialog', { name: `Switch the wakeup provider of ${fleet}?` });
  expect(await dialog.textContent()).toContain(`through ${target} instead of ${from}`);
  await dialog.getByRole('button', { name: `Switch to ${target}` }).click();
  await page.getByText(`The wakeup provider of ${fleet} is now ${target}`).waitFor();
  await poll(() => fleetRow(page, fleet).getByRole('cell').nth(1).textContent()).toBe(target);
  return target;
};

describe('the wakeup providers tab of Fleet Management (issue 20 point 5)', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useSignedInPage('fleet@example.com', {
    viewport: { width: 1440, height: 900 },
    bypassCSP: true,
  });

  it("switches a fleet's provider with a confirmation, and back", async () => {
    await page().goto(`${baseUrl}/fleet-management?tab=wakeupProvider`);
    await page().getByRole('tab', { name: 'Wakeup provider', selected: true }).waitFor();
    const row = fleetRow(page(), 'Toronto');
    await row.waitFor();
    await page().getByRole('heading', { name: 'Failure records' }).waitFor();
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);

    // No other journey reads a provider, and switching back leaves Toronto as the seed made it.
    const before = (await row.getByRole('cell').nth(1).textContent()) ?? '';
    const after = await switchProvider(page(), 'Toronto', before);
    await switchProvider(page(), 'Toronto', after);
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
  });
});
