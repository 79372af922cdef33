import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { seriousFindings, settled } from './axe.ts';
import { openSignedIn, poll, screenShows, useBrowserPage } from './browser.ts';
import { carFact } from './carFacts.ts';
import { E2E_CARS } from './fixtures.ts';
import { baseUrl } from './product.ts';

/** Asks for a state change and confirms it, as staff would. */
const change = async (page: Page, action: string) => {
  await page.getByRole('button', { name: action, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
};

describe('car state changes on the car detail (spec 4 Car state changes)', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useBrowserPage({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
  beforeEach(async () => {
    await openSignedIn(page(), '/', 'svc@example.com');
  });

  it('wakes a sleeping car, moves it out of service and makes it available again', async () => {
    const car = E2E_CARS.sleeper;
    await page().goto(`${baseUrl}/cars/${car.vin}`);
    await screenShows(page(), car.plate_number);
    // Parked an hour ago with the ignition off: idle past 15 minutes, its box sleeps.
    await poll(() => carFact(page(), 'Box, as last reported', 'Box')).toBe('Asleep');
    expect(await carFact(page(), 'Car', 'Status')).toBe('Available');
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);

    await change(page(), 'Wake up');
    // The box answers 5 to 20 s later: the screen says it is on its way, then tells the outcome.
    await page().getByRole('status').getByText('Waking the car up').waitFor();
    await page().getByText('The car is awake').waitFor();
    await poll(() => carFact(page(), 'Box, as last reported', 'Box')).toBe('Awake');

    await change(page(), 'Out of service');
    await page().getByText('Car moved to out of service').waitFor();
    await poll(() => carFact(page(), 'Car', 'Status')).toBe('Out of service');

    await change(page(), 'Available');
    await page().getByText('Car made available').waitFor();
    await poll(() => carFact(page(), 'Car', 'Status')).toBe('Available');
  });
});
