import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousFindings, settled } from './axe.ts';
import { poll, useSignedInPage } from './browser.ts';
import { baseUrl } from './product.ts';

const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp';

/** The provider a fleet's row shows, and its Switch provider button. */
const fleetRow = (page: Page, fleet: string) =>
  page
    .getByRole('table', { name: 'Providers by fleet' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: fleet, exact: true }) });

/** Switches the fleet's provider through the confirmation, and waits until the row shows the new one. */
const switchProvider = async (page: Page, fleet: string, from: string, shot?: string) => {
  const target = from === 'JASPER' ? 'TWILIO' : 'JASPER';
  await page.getByRole('button', { name: `Switch provider for ${fleet}` }).click();
  const dialog = page.getByRole('dialog', { name: `Switch the wakeup provider of ${fleet}?` });
  expect(await dialog.textContent()).toContain(`through ${target} instead of ${from}`);
  if (shot) await page.screenshot({ path: `${SHOTS}/${shot}.png` });
  await dialog.getByRole('button', { name: `Switch to ${target}` }).click();
  await page.getByText(`The wakeup provider of ${fleet} is now ${target}`).waitFor();
  await poll(() => fleetRow(page, fleet).getByRole('cell').nth(1).textContent()).toBe(target);
  return target;
};

describe('the wakeup providers tab of Fleet Management (spec 3 Wakeup provider)', () => {
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

    // No other journey reads a provider, and switching back leaves Toronto as the seed made it:
    // spec 3 switch provider, the outage and its end time stay with the provider left.
    const cells = () => row.getByRole('cell').allTextContents();
    const [, before = '', status, endTime] = await cells();
    const after = await switchProvider(page(), 'Toronto', before, 'wakeup-switch-en');
    await switchProvider(page(), 'Toronto', after);
    await poll(async () => (await cells()).slice(1, 4)).toEqual([before, status, endTime]);
    // Spec 6: FLEET opens car detail, so a failure's VIN is a link to the car.
    const vin = page()
      .getByRole('table')
      .last()
      .getByRole('link', { name: /^[0-9A-Z]{17}$/ })
      .first();
    expect(await vin.getAttribute('href')).toMatch(/^\/cars\/[0-9A-Z]{17}$/);
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
  });

  it('reads the failure records in French, their internal errors too', async () => {
    await page().evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('fr')));
    await page().goto(`${baseUrl}/fleet-management?tab=wakeupProvider`);
    await page().getByRole('heading', { name: 'Échecs enregistrés' }).waitFor();
    await page()
      .getByText(
        /^(Le boîtier n'a pas répondu au SMS de réveil|Aucun rapport dans les 30 s suivant le réveil)$/,
      )
      .first()
      .waitFor();
    expect(await page().getByText('No report within 30 s of the wake-up').count()).toBe(0);
    await page().screenshot({ path: `${SHOTS}/wakeup-fr.png`, fullPage: true });
    await page().getByRole('button', { name: 'Changer de fournisseur pour Toronto' }).click();
    await page()
      .getByRole('dialog')
      .getByText(/^Les réveils de Toronto passeront par/)
      .waitFor();
    await page().screenshot({ path: `${SHOTS}/wakeup-switch-fr.png` });
  });
});
