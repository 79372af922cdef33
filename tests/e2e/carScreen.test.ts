import { describe, expect, it } from 'vitest';
import { seriousFindings, settled } from './axe.ts';
import { poll, screenShows, useSignedInPage } from './browser.ts';
import { carFact, timelineStatus } from './carFacts.ts';
import { E2E_CARS } from './fixtures.ts';
import { baseUrl } from './product.ts';

const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp';
const BOX = 'Box, as last reported';

describe("the car screen as the service team (spec 1 and 4: a car's commands and diagnostics outside a trip)", () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useSignedInPage('svc@example.com', {
    viewport: { width: 1440, height: 900 },
    bypassCSP: true,
  });

  // A wake-up (up to 20 s), a command, then ten tests one after another.
  it('opens a car, unlocks it after one confirmation (woken first), and runs its diagnostics', async () => {
    const car = E2E_CARS.commanded;
    await page().goto(`${baseUrl}/cars/${car.vin}`);
    await screenShows(page(), car.plate_number);
    // Parked an hour ago with the ignition off: idle past 15 minutes, its box sleeps.
    await poll(() => carFact(page(), BOX, 'Box')).toBe('Asleep');
    expect(await carFact(page(), BOX, 'Lock')).toBe('Locked');
    expect(await carFact(page(), BOX, 'Immobilizer')).toBe('Engaged');
    expect(await carFact(page(), BOX, 'Ignition')).toBe('Off');
    await page().getByText('No command has been sent to this car yet.').waitFor();
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
    await page().screenshot({ path: `${SHOTS}/car-screen.png`, fullPage: true });

    await page().getByRole('button', { name: 'Unlock doors', exact: true }).click();
    const dialog = page().getByRole('dialog');
    await dialog.getByText('it is woken up first, then the command is sent', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page().getByRole('status').getByText('Waking the car…', { exact: false }).waitFor();
    await page().screenshot({ path: `${SHOTS}/car-screen-waking.png` });
    // A wake-up lands 5 to 20 s after it is sent; the unlock then goes by itself.
    await page().getByText('Unlock doors: Confirmed.', { exact: true }).waitFor();
    await poll(() => timelineStatus(page(), 'Unlock doors')).toBe('Confirmed');
    await poll(() => carFact(page(), BOX, 'Lock')).toBe('Unlocked');
    await poll(() => carFact(page(), BOX, 'Box')).toBe('Awake');

    await page().getByRole('button', { name: 'Diagnostics', exact: true }).click();
    const panel = page().getByRole('dialog', {
      name: `Diagnostics of ${car.plate_number} (VIN ${car.vin})`,
    });
    await panel.getByRole('button', { name: 'Run diagnostics' }).click();
    // Ten tests one after another, each answered within a few seconds.
    await expect.poll(() => panel.getByText('Passed', { exact: true }).count()).toBe(10);
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
    await page().screenshot({ path: `${SHOTS}/car-screen-diagnostics.png` });
    // The tests end on unlock and disengage: the box's state shows where they left the car.
    await panel.getByRole('button', { name: 'Close' }).click();
    await poll(() => carFact(page(), BOX, 'Immobilizer')).toBe('Disengaged');
    await page().screenshot({ path: `${SHOTS}/car-screen-after.png`, fullPage: true });
  });
});
