import { describe, expect, it } from 'vitest';
import { seriousFindings, settled } from './axe.ts';
import { poll, screenShows, useSignedInPage } from './browser.ts';
import { carFact } from './carFacts.ts';
import { E2E_CARS } from './fixtures.ts';
import { baseUrl } from './product.ts';

describe('the car search and the car detail (spec 3 Car search and Car detail)', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useSignedInPage('svc@example.com', {
    viewport: { width: 1440, height: 900 },
    bypassCSP: true,
  });

  it('finds a car by its plate and opens it with its SIM, state and position', async () => {
    const car = E2E_CARS.listed;
    await page().goto(`${baseUrl}/cars`);
    await screenShows(page(), 'Cars');
    await page().getByRole('textbox', { name: 'Plate' }).fill(car.plate_number);
    await poll(() => new URL(page().url()).searchParams.get('filter')).toContain(car.plate_number);
    await poll(() => page().getByRole('row').count()).toBe(2); // the header and the one car
    const row = page().getByRole('row').nth(1);
    expect(await row.textContent()).toContain(car.vin);
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);

    await row.getByRole('cell', { name: car.vin, exact: true }).click();
    await poll(() => new URL(page().url()).pathname).toBe(`/cars/${car.vin}`);
    await poll(() => carFact(page(), 'Car', 'VIN')).toBe(car.vin);
    expect(await carFact(page(), 'Car', 'Plate')).toBe(car.plate_number);
    expect(await carFact(page(), 'Car', 'Status')).toBe('Available');
    await poll(() => carFact(page(), 'Box, as last reported', 'Box')).toBe('Asleep');
    expect(await carFact(page(), 'SIM details', 'Provider')).toBe('Rogers');
    expect(await carFact(page(), 'SIM details', 'MSISDN')).toBe(car.msisdn);
    expect(await carFact(page(), 'SIM details', 'IMSI')).toBe(car.imsi);
    expect(await carFact(page(), 'SIM details', 'ICCID')).toBe(car.iccid);
    // The marker is drawn even without map tiles, and the position is said in words.
    await page().locator('.leaflet-overlay-pane path.leaflet-interactive').waitFor();
    expect(await page().locator('figcaption').textContent()).toBe('Latitude 45.50170, longitude -73.56730');
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
  });
});
