import { describe, expect, it } from 'vitest';
import { ZONE_POINTS_MAX } from '../../src/domain/homeZones/zoneGeometry.ts';
import { starRing, zoneFileText } from '../support/zoneShapes.ts';
import { seriousFindings, settled } from './axe.ts';
import { screenShows, useSignedInPage } from './browser.ts';
import { baseUrl } from './product.ts';

const STAR = zoneFileText(starRing(ZONE_POINTS_MAX));

describe('the zone import of the 5,000-point star (spec 7 home zones, spec 8 zone import errors), as SYSADM', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useSignedInPage('sysadm@example.com', {
    viewport: { width: 1440, height: 900 },
    bypassCSP: true,
  });

  it('refuses the star with its message while a second page of the product goes on answering', async () => {
    await page().goto(`${baseUrl}/home-zone?fleetId=1`);
    await screenShows(page(), 'Home Zone');
    await page().getByRole('button', { name: 'Import a zone' }).click();
    const dialog = page().getByRole('dialog', { name: 'Import a zone into Vancouver' });
    // The preview draws the fleet's other zones beside the file's shape.
    await dialog.locator('path.leaflet-interactive').first().waitFor();

    const second = await page().context().newPage();
    try {
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: 'star.txt', mimeType: 'text/plain', buffer: Buffer.from(STAR) });
      // Meanwhile, another page of the same staff member loads a screen and asks the server.
      const [health] = await Promise.all([
        second.request.get(`${baseUrl}/health`),
        second.goto(`${baseUrl}/home-zone?fleetId=2`).then(() => screenShows(second, 'Home Zone')),
        dialog.getByText('The shape crosses itself: its edges or holes must not intersect.').waitFor(),
      ]);
      expect(health.status()).toBe(200);
      await second.getByRole('region', { name: 'Map of the home zones of Montreal' }).waitFor();
    } finally {
      await second.close();
    }
    // The name typed while the file is checked is kept; Save waits for a shape the check accepts.
    await dialog.getByRole('textbox', { name: 'Zone name' }).fill('Star');
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
  });
});
