import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousFindings, settled } from './axe.ts';
import { poll, screenShows, useSignedInPage } from './browser.ts';
import { baseUrl } from './product.ts';

const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp';
const METERS = 4_000;

/**
 * A city meters file as the city's /exports/geojson serves it: 4,000 Points over downtown
 * Vancouver, on a grid of about 3 × 2 km (the city has 4,117).
 */
const metersGeoJson = () =>
  JSON.stringify({
    type: 'FeatureCollection',
    features: Array.from({ length: METERS }, (_, i) => ({
      type: 'Feature',
      geometry: {
        type: 'Point',
        coordinates: [-123.14 + (i % 80) * 0.0005, 49.27 + Math.floor(i / 80) * 0.0004],
      },
      properties: { meterid: String(10_000 + i) },
    })),
  });

/** The list filtered to Vancouver's lots: the map follows, over the city the meters are in. */
const VANCOUVER_LOTS = `${baseUrl}/aima-parking?filter=${encodeURIComponent(JSON.stringify({ fleetId: '1' }))}`;

/** The meters layer's cluster markers, by the name each gives (the count in it). */
const clusters = (page: Page) => page.locator('.leaflet-marker-icon[title*="City parking meters"]');

describe('the parking map with a city file of thousands of meters (spec 2 /aima-parking, spec 7 External)', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useSignedInPage('sysadm@example.com', {
    viewport: { width: 1440, height: 900 },
    bypassCSP: true,
  });

  it('clusters 4,000 meters, stays responsive, and has a colour key; a cluster zooms in when clicked', async () => {
    await page().route('**/parking-meters.json', (route) =>
      route.fulfill({ contentType: 'application/geo+json', body: metersGeoJson() }),
    );
    await page().goto(VANCOUVER_LOTS);
    await screenShows(page(), 'Aima Parking');
    // Spec 2 /aima-parking: how long the page's main thread is held, from the switch on.
    await page().evaluate(() => {
      const w = window as unknown as { longest: number };
      w.longest = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.longest = Math.max(w.longest, entry.duration);
      }).observe({ type: 'longtask' });
    });
    await page().getByRole('switch', { name: 'City parking meters' }).click();
    await clusters(page()).first().waitFor();
    // A few dozen markers stand for the 4,000 meters; their counts add up to those in view.
    const drawn = await page().locator('.leaflet-marker-icon, path.leaflet-interactive').count();
    expect(drawn).toBeLessThan(300);
    const titles = await clusters(page()).evaluateAll((icons) =>
      icons.map((icon) => icon.getAttribute('title')),
    );
    const inClusters = titles.reduce(
      (sum, title) => sum + Number(/: ([\d,]+) here/.exec(title ?? '')?.[1]),
      0,
    );
    expect(inClusters).toBeGreaterThan(METERS / 2);
    // The page answers while the layer is on: the list's filter still types and filters.
    await page().getByRole('textbox', { name: 'Name' }).fill('zzz-no-such-lot');
    await page().getByText('No parking lot', { exact: false }).first().waitFor();
    await page().getByRole('textbox', { name: 'Name' }).fill('');
    await page().getByRole('row').nth(4).waitFor();
    const map = page().getByRole('region', { name: 'Map of the parking lots' });
    await map.scrollIntoViewIfNeeded();
    await page().getByRole('list', { name: 'Colour key' }).waitFor();
    await page().screenshot({ path: `${SHOTS}/parking-clusters-en.png` });
    console.info(
      `parking map: ${drawn} markers for ${METERS} meters; longest task ${await page().evaluate(
        () => (window as unknown as { longest: number }).longest,
      )} ms`,
    );

    const before = await clusters(page()).count();
    await clusters(page()).first().click();
    // Zoomed in on it: the cluster opens into smaller ones or single meters.
    await poll(async () => (await clusters(page()).count()) !== before).toBe(true);
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
  });

  it('places a new lot by a click on the modal map, and asks before discarding it on Escape', async () => {
    await page().goto(`${baseUrl}/aima-parking`);
    await screenShows(page(), 'Aima Parking');
    await page().getByRole('button', { name: 'Add parking lot' }).click();
    const dialog = page().getByRole('dialog', { name: 'Add parking lot' });
    const picker = dialog.getByRole('region', { name: 'Map to place the lot' });
    await picker.waitFor();
    await picker.click({ position: { x: 120, y: 90 } });
    const latitude = dialog.getByRole('spinbutton', { name: /^Latitude/ });
    const longitude = dialog.getByRole('spinbutton', { name: /^Longitude/ });
    await poll(() => latitude.inputValue()).toMatch(/^49\.\d+$/);
    expect(await longitude.inputValue()).toMatch(/^-123\.\d+$/);
    // Typing still works, and the map follows it.
    await latitude.fill('49.2601');
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
    await page().screenshot({ path: `${SHOTS}/parking-pick-en.png` });

    await page().keyboard.press('Escape');
    const ask = page().getByRole('dialog', { name: 'Discard your changes?' });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await latitude.inputValue()).toBe('49.2601');
    await latitude.focus();
    await page().keyboard.press('Escape');
    await ask.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('reads in French: the colour key, the clusters and the picker', async () => {
    await page().route('**/parking-meters.json', (route) =>
      route.fulfill({ contentType: 'application/geo+json', body: metersGeoJson() }),
    );
    await page().evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('fr')));
    await page().goto(VANCOUVER_LOTS);
    await page().getByRole('switch', { name: 'Parcomètres de la ville' }).click();
    await page().locator('.leaflet-marker-icon[title*="Parcomètres de la ville"]').first().waitFor();
    await page().getByRole('list', { name: 'Légende' }).scrollIntoViewIfNeeded();
    await page().screenshot({ path: `${SHOTS}/parking-clusters-fr.png` });
    await page().getByRole('button', { name: 'Ajouter un stationnement' }).click();
    await page().getByRole('region', { name: 'Carte pour placer le stationnement' }).waitFor();
    await page().screenshot({ path: `${SHOTS}/parking-pick-fr.png` });
  });
});
