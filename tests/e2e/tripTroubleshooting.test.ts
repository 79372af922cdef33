import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousFindings, settled } from './axe.ts';
import { poll, useSignedInPage } from './browser.ts';
import { E2E_CARS, E2E_MEMBERS } from './fixtures.ts';
import { timelineStatus } from './carFacts.ts';
import { baseUrl } from './product.ts';

/** Asks for a troubleshooting command and confirms it, as staff would. */
const confirmCommand = async (page: Page, name: string) => {
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
};

describe('trip troubleshooting as the operations centre (spec 4, spec 8 Trip commands)', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useSignedInPage('oc@example.com', { viewport: { width: 1440, height: 900 }, bypassCSP: true });

  it('unlocks a sleeping car after one confirmation (woken first), sees it confirmed in the timeline, and ends the trip', async () => {
    const car = E2E_CARS.troubled;
    // The app's one event stream (docs/architecture.md, Live events), its token in the header.
    const stream = page().waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
    await page().goto(`${baseUrl}/trips`);
    expect((await stream).status()).toBe(200);
    expect((await stream).headers()['content-type']).toMatch(/^text\/event-stream/);
    await page().getByLabel('Customer number').fill(E2E_MEMBERS.stranded.customer_number);
    // Once the filter is in the URL: a click before it lands is undone by the list's navigation.
    await poll(() => decodeURIComponent(page().url())).toContain(E2E_MEMBERS.stranded.customer_number);
    const row = page().getByRole('row').filter({ hasText: car.plate_number });
    await row.getByRole('link').first().click();
    await page().getByRole('heading', { name: 'Troubleshooting', exact: true }).waitFor();
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);

    // Parked an hour ago with the ignition off: the box sleeps. The one confirmation says so, and
    // the screen wakes it (5 to 20 s) and sends the unlock by itself (spec 4).
    await page().getByRole('button', { name: 'Unlock doors', exact: true }).click();
    const dialog = page().getByRole('dialog');
    await dialog.getByText('it is woken up first, then the command is sent', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page().getByRole('status').getByText('Waking the car…', { exact: false }).waitFor();
    await page().getByText('Unlock doors: Confirmed.', { exact: true }).waitFor();
    await poll(() => timelineStatus(page(), 'Unlock doors')).toBe('Confirmed');

    await confirmCommand(page(), 'End trip');
    await page()
      .getByRole('status')
      .getByText(/^End trip: Confirmed\. The trip has ended: it cost \$\d+\.\d\d\.$/)
      .waitFor();
    // An ended trip offers no trip command any more.
    await poll(() => page().getByRole('button', { name: 'End trip', exact: true }).count()).toBe(0);
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
  });
});
