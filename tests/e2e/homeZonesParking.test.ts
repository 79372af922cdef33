import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/idp/demoAccounts.ts';
import { seriousFindings, settled } from './axe.ts';
import { poll, screenShows, useSignedInPage } from './browser.ts';
import { baseUrl } from './product.ts';

const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp';

/** A small square in Vancouver's region box, as WKT: a zone the import accepts. */
const ZONE = 'E2E zone 22';
const SQUARE = 'POLYGON((-123.1 49.25, -123.09 49.25, -123.09 49.26, -123.1 49.26, -123.1 49.25))';
/** The same zone made larger: its new shape. */
const LARGER = 'POLYGON((-123.11 49.245, -123.08 49.245, -123.08 49.265, -123.11 49.265, -123.11 49.245))';
/** A bow tie: its edges cross, which spec 8's import errors refuse. */
const BOW_TIE = 'POLYGON((-123.1 49.25, -123.09 49.26, -123.09 49.25, -123.1 49.26, -123.1 49.25))';
const LOT = 'E2E lot 22';
const sysadm = DEMO_ACCOUNTS.find((account) => account.group === 'SYSADM')!;
const SYSADM_NAME = `${sysadm.firstName} ${sysadm.lastName}`;
/** The focused lot's marker colour on the parking map (ParkingMap.tsx). */
const FOCUSED_STROKE = '#e65100';

describe('home zones and parking lots (the browser journey), as SYSADM', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useSignedInPage('sysadm@example.com', {
    viewport: { width: 1440, height: 900 },
    bypassCSP: true,
  });

  it('imports a zone after a refused file, sees it on the map as a draft, activates it, gives it a new shape and reads the changes', async () => {
    await page().goto(`${baseUrl}/home-zone?fleetId=1`);
    await screenShows(page(), 'Home Zone');
    const map = page().getByRole('region', { name: 'Map of the home zones of Vancouver' });
    const shapes = map.locator('path.leaflet-interactive');
    await shapes.first().waitFor();
    const before = await shapes.count();
    const dashed = map.locator('path[stroke-dasharray="6 4"]');
    const dashedBefore = await dashed.count();

    await page().getByRole('button', { name: 'Import a zone' }).click();
    const dialog = page().getByRole('dialog', { name: 'Import a zone into Vancouver' });
    const file = dialog.locator('input[type="file"]');
    await file.setInputFiles({ name: 'bowtie.txt', mimeType: 'text/plain', buffer: Buffer.from(BOW_TIE) });
    await dialog.getByText('The shape crosses itself: its edges or holes must not intersect.').waitFor();
    await file.setInputFiles({ name: 'square.txt', mimeType: 'text/plain', buffer: Buffer.from(SQUARE) });
    await dialog.getByText('File: square.txt').waitFor();
    await dialog.getByRole('textbox', { name: 'Zone name' }).fill(ZONE);
    // The preview draws the file's shape before anything is saved.
    await dialog.locator('path.leaflet-interactive').first().waitFor();
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page().getByText(`The zone ${ZONE} was imported as a draft`).waitFor();
    await poll(() => shapes.count()).toBe(before + 1);
    // Spec 7 home zone activation: the imported zone is a draft, inactive (dashed) until activated.
    await poll(() => dashed.count()).toBe(dashedBefore + 1);
    await page()
      .getByRole('button', { name: `Activate ${ZONE}` })
      .click();
    const confirm = page().getByRole('dialog', { name: `Activate the zone ${ZONE}?` });
    await confirm.getByRole('button', { name: 'Activate' }).click();
    await page().getByText(`The zone ${ZONE} is active`).waitFor();
    await page()
      .getByRole('button', { name: `Deactivate ${ZONE}` })
      .waitFor();
    await poll(() => dashed.count()).toBe(dashedBefore);
    await page().screenshot({ path: `${SHOTS}/home-zones.png` });

    // A new shape from a file, previewed over the one it replaces, beside the fleet's other zones.
    await page()
      .getByRole('button', { name: `New shape for ${ZONE}` })
      .click();
    const reshape = page().getByRole('dialog', { name: `A new shape for the zone ${ZONE}` });
    await reshape
      .locator('input[type="file"]')
      .setInputFiles({ name: 'larger.txt', mimeType: 'text/plain', buffer: Buffer.from(LARGER) });
    await poll(() => reshape.locator('path.leaflet-interactive').count()).toBe(before + 2);
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
    await reshape.getByRole('button', { name: 'Save' }).click();
    await page()
      .getByText(`The zone ${ZONE} has its new shape; the old one is kept in its changes`)
      .waitFor();

    await page()
      .getByRole('button', { name: `Changes to ${ZONE}` })
      .click();
    const audit = page().getByRole('dialog', { name: `Changes to ${ZONE}` });
    const rows = audit.getByRole('row');
    await rows.filter({ hasText: 'Shape replaced' }).filter({ hasText: SYSADM_NAME }).waitFor();
    await rows.filter({ hasText: 'Activated' }).filter({ hasText: SYSADM_NAME }).waitFor();
    await rows.filter({ hasText: 'Imported' }).waitFor();
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
  });

  it('adds a parking lot: a missing latitude is refused at its field, then the lot shows on the map', async () => {
    await page().goto(`${baseUrl}/aima-parking`);
    await screenShows(page(), 'Aima Parking');
    await page().getByRole('button', { name: 'Add parking lot' }).click();
    const dialog = page().getByRole('dialog', { name: 'Add parking lot' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(LOT);
    await dialog.getByRole('combobox', { name: /^Fleet/ }).click();
    await page().getByRole('option', { name: 'Vancouver', exact: true }).click();
    await dialog.getByRole('spinbutton', { name: /^Longitude/ }).fill('-123.1');
    await dialog.getByRole('spinbutton', { name: /^Spaces/ }).fill('6');
    await dialog.getByRole('textbox', { name: /^Description/ }).fill('Behind the community centre');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const latitude = dialog.getByRole('spinbutton', { name: /^Latitude/ });
    await poll(() => latitude.getAttribute('aria-invalid')).toBe('true');
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);

    await latitude.fill('49.255');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page().getByText('The parking lot has been added.').waitFor();

    await page().getByRole('textbox', { name: 'Name' }).fill(LOT);
    const row = page().getByRole('row').filter({ hasText: LOT });
    await poll(() => page().getByRole('row').count()).toBe(2);
    // A click on its row (not its name, which opens the Update modal) brings the map to it.
    const map = page().getByRole('region', { name: 'Map of the parking lots' });
    await row.getByRole('cell').last().click();
    await map.locator(`path[stroke="${FOCUSED_STROKE}"]`).waitFor();
    await page().screenshot({ path: `${SHOTS}/parking-lots.png` });
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
  });
});
